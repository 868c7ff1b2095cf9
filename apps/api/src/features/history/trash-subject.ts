// The subjects whose rows have numeric ids and go to the trash (weapons, builds, tags).
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { numericIdRows, setTrashed } from '../../db/trash';
import type { HistorySubject } from './tracked';

type TrashTable = PgTable & { id: PgColumn; deletedAt: PgColumn };
type OwnParts = Pick<HistorySubject<number>, 'entity' | 'label' | 'read' | 'write' | 'answer'>;

/**
 * A subject over `table` (`name` is what the Trash screen shows): the row plumbing comes from the
 * table, and after `write` the row goes into the trash or out of it as the state says.
 */
export function trashableSubject<T extends TrashTable>(
  table: T,
  name: PgColumn,
  { write, ...own }: OwnParts,
): HistorySubject<number> {
  return {
    ...own,
    ...numericIdRows(table, name),
    write: async (tx, id, state, meta) => {
      await write(tx, id, state, meta);
      await setTrashed(tx, table, id, state.deleted === true);
    },
  };
}
