// Column helpers shared by the schema files. The references say the ON DELETE rules by name: a
// child row goes with its parent (cascade), a lookup in use cannot be deleted (restrict).
import { type AnyPgColumn, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
/** When a content row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * When an editor deleted the row (null: live). Deleted rows leave every public read at once and
 * wait in the trash, with their id and slug, until restored or purged (docs/history.md).
 */
export const deletedAt = () => ({
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
});

/** A child row's parent: the row is deleted with it. */
export const parentRef = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** A lookup the row uses: it cannot be deleted while in use. */
export const lookupRef = (name: string, lookup: () => AnyPgColumn) =>
  integer(name).notNull().references(lookup, { onDelete: 'restrict' });

/** A lookup table's own columns: a serial id and a name no two rows share. */
export const lookupColumns = () => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});
