// The wiki's history (docs/history.md): one revision per content write, in the write's own
// transaction, and an append-only log of admin and security actions. Both name their actor by
// account id; the account's nickname is read at answer time, and a deleted account leaves null.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { serialTable } from './schema-columns';
import { users } from './schema-accounts';

const at = () => timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const actor = () => integer('actor_id').references(() => users.id, { onDelete: 'set null' });

export const auditLog = serialTable(
  'audit_log',
  {
    at: at(),
    actorId: actor(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [index('audit_log_at_idx').on(t.at, t.id), index('audit_log_actor_idx').on(t.actorId)],
);

export const revisions = serialTable(
  'revisions',
  {
    entity: text('entity').notNull(),
    /** The entity's own id as text (weapons have numbers, keycards slugs, the rotation `current`). */
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    at: at(),
    actorId: actor(),
    /** The import that wrote it; null for an account's edit. */
    source: text('source'),
    /** [{field, from, to}] of the fields that changed. */
    changes: jsonb('changes').notNull(),
    /** The audit entry of the admin action it was part of (a bulk price update). */
    auditId: integer('audit_id').references(() => auditLog.id),
  },
  (t) => [
    index('revisions_entity_idx').on(t.entity, t.entityId, t.id),
    check('revisions_action_valid', sql`${t.action} in ('create','update','delete','restore')`),
  ],
);
