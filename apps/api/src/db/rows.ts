// Writes of one row by its id that tell whether the row was there: a service turns `false` into
// its NotFound.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './database';

type RowTable = PgTable & { id: PgColumn };
type RowId<T extends RowTable> = T['$inferSelect']['id'];

/** Sets the row's columns and marks it updated now. */
export async function updateRow<T extends RowTable & { updatedAt: PgColumn }>(
  tx: Tx,
  table: T,
  id: RowId<T>,
  columns: PgUpdateSetSource<T>,
): Promise<boolean> {
  const rows = await tx
    .update(table)
    .set({ ...columns, updatedAt: new Date().toISOString() })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

export async function deleteRow<T extends RowTable>(db: Db, table: T, id: RowId<T>): Promise<boolean> {
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}
