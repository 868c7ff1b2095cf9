// Column helpers shared by the schema files. The references say the ON DELETE rules by name: a
// child row goes with its parent (cascade), a lookup in use cannot be deleted (restrict).
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import { type AnyPgColumn, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { type PgColumnBuilderBase, type PgTableExtraConfigValue, pgTable } from 'drizzle-orm/pg-core';

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

const serialId = () => serial('id').primaryKey();

/** A lookup table's own columns: a serial id and a name no two rows share. */
export const lookupColumns = () => ({
  id: serialId(),
  name: text('name').notNull().unique(),
});

/** A table whose rows are keyed by a serial `id`, its first column. */
export function serialTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extras?: (self: BuildExtraConfigColumns<N, WithSerialId<C>, 'pg'>) => PgTableExtraConfigValue[],
) {
  return pgTable<N, WithSerialId<C>>(name, { id: serialId(), ...columns }, extras);
}
type WithSerialId<C> = { id: ReturnType<typeof serialId> } & C;

/** A row's place in its list (0 first). */
export const listPosition = () => integer('position').notNull().default(0);
type Ordered<C> = C & { position: ReturnType<typeof listPosition> };

/** A serial table whose rows are kept in a given order: `position`, its last column. */
export function orderedTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extras?: (self: BuildExtraConfigColumns<N, WithSerialId<Ordered<C>>, 'pg'>) => PgTableExtraConfigValue[],
) {
  return serialTable<N, Ordered<C>>(name, { ...columns, position: listPosition() }, extras);
}
