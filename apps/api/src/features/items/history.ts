// Items' history (features/history): what editors correct is our English name; every correction is
// a revision, and a restore puts an older name back. Items are not created or deleted through the
// API: each one's first revision is the import that added it.
import { eq } from 'drizzle-orm';
import { ItemPatchSchema } from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { allIds, lockRow, restoredFrom } from '../../db/trash';
import { items } from '../../db/schema';
import type { EntityState, HistorySubject } from '../history';
import { findItem } from './service';

export const itemHistory: HistorySubject<number> = {
  entity: 'item',
  label: 'Item',
  parseId: (raw) => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined),
  lock: async (tx, id) => (await lockRow(tx, items, id)) !== undefined,
  read: async (db: Db | Tx, id: number) => {
    const [row] = await db.select({ name: items.name }).from(items).where(eq(items.id, id));
    return row ? ({ name: row.name } as EntityState) : undefined;
  },
  write: async (tx, id, state) => {
    const { name } = restoredFrom(ItemPatchSchema, state);
    await tx.update(items).set({ name, updated_at: new Date().toISOString() }).where(eq(items.id, id));
  },
  answer: (db, id) => findItem(db, String(id)),
  ids: (db) => allIds(db, items),
  trashed: async () => [],
};
