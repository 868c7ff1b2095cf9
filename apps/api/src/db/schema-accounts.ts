// Accounts, sessions, the login throttle, uploads and app bookkeeping (part of the schema that
// schema.ts re-exports, so every module keeps importing from './schema').
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, lookupColumns, lookupRef, parentRef, serialTable } from './schema-columns';

// ---------- app bookkeeping ----------

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// ---------- users and auth ----------

export const roles = pgTable('roles', lookupColumns());

export const users = serialTable(
  'users',
  {
    nickname: text('nickname').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: lookupRef('role_id', () => roles.id),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: parentRef('user_id', () => users.id),
    // Only hashes of refresh tokens are stored. The previous hash is kept to detect reuse.
    tokenHash: text('token_hash').notNull().unique(),
    previousTokenHash: text('previous_token_hash'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'string' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_prev_hash_idx').on(t.previousTokenHash)],
);

// Login throttle counters, one row per key (account+address, address, account), each bumped by
// one atomic upsert; a window restarts once it is older than the throttle's window.
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const uploads = serialTable('uploads', {
  sha256: text('sha256').notNull().unique(),
  fileName: text('file_name').notNull(),
  mime: text('mime').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
