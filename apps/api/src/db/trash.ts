// Soft deletes and the row lock of an edit (docs/history.md): a deleted row keeps its id, slug and
// children, with `deleted_at` set, until it is restored or purged.
import { eq, isNotNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { MAX_DB_INT } from '@dfwiki/shared';
import { Invalid } from '../domain-errors';
import type { Db, Tx } from './database';

type TrashTable = PgTable & { id: PgColumn; deletedAt: PgColumn };

/** Locks the row for the rest of the transaction; false when there is none (trashed rows count). */
export async function lockRow<T extends PgTable & { id: PgColumn }>(tx: Tx, table: T, id: string | number) {
  const rows = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  return rows.length > 0;
}

/** A row's history state: its fields, and `deleted: true` while the row is in the trash. */
export const withTrashMark = <S extends Record<string, unknown>>(
  row: { deletedAt: string | null },
  state: S,
) => (row.deletedAt ? { ...state, deleted: true } : state);

/** Into the trash (now) or out of it. */
export async function setTrashed<T extends TrashTable>(
  tx: Tx,
  table: T,
  id: string | number,
  trashed: boolean,
) {
  await tx
    .update(table)
    .set({ deletedAt: trashed ? new Date().toISOString() : null } as never)
    .where(eq(table.id, id));
}

/** The rows in the trash, by id, name and when. */
export async function trashedRows<T extends TrashTable>(db: Db, table: T, name: PgColumn) {
  const rows = await db
    .select({ id: table.id, name, deletedAt: table.deletedAt })
    .from(table as PgTable)
    .where(isNotNull(table.deletedAt));
  return rows.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    deletedAt: new Date(String(r.deletedAt)).toISOString(),
  }));
}

/**
 * An old state as today's write body: it must still pass today's rules (a field may have become
 * required since), or the restore is refused with the fields that fail.
 */
export function restoredFrom<S extends z.ZodType>(schema: S, state: Record<string, unknown>): z.output<S> {
  const { deleted: _trashed, ...fields } = state;
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new Invalid(
    'VALIDATION_ERROR',
    'That version does not pass today’s rules, so it cannot be restored as it is.',
    parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message, rule: i.code })),
  );
}

/** Every row's id, as text (the history's entity ids). */
export async function allIds<T extends PgTable & { id: PgColumn }>(db: Db, table: T) {
  const rows = await db.select({ id: table.id }).from(table as PgTable);
  return rows.map((r) => String(r.id));
}

/** A history subject's row plumbing for a table with numeric ids: parse, lock, list, trash. */
export const numericIdRows = <T extends TrashTable>(table: T, name: PgColumn) => ({
  // Past the database's integer range an id names nothing: it never reaches a query.
  parseId: (raw: string) => (/^\d{1,10}$/.test(raw) && Number(raw) <= MAX_DB_INT ? Number(raw) : undefined),
  lock: (tx: Tx, id: number) => lockRow(tx, table, id),
  ids: (db: Db) => allIds(db, table),
  trashed: (db: Db) => trashedRows(db, table, name),
});
