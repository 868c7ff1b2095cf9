// Editors' corrections of an item's English name: one transaction with the row locked, one
// revision of the change (features/history), refused with EDIT_CONFLICT when someone saved since
// the version the editor sent (If-Match).
import type { ItemPatch } from '@dfwiki/shared';
import type { Db } from '../../db/database';
import { NotFound } from '../../domain-errors';
import { type EditMeta, recordWrite } from '../history';
import { itemHistory } from './history';
import { findItemRow } from './repository';

export async function patchItem(db: Db, key: string, body: ItemPatch, meta: EditMeta): Promise<number> {
  return db.transaction(async (tx) => {
    // Found by the same keys as the reads (id, slug, object id), then locked and written by id.
    const item = await findItemRow(tx, key);
    if (!item) throw new NotFound('Item');
    await recordWrite(tx, itemHistory, item.id, 'update', meta, async () => {
      await itemHistory.write(tx, item.id, { name: body.name }, meta);
    });
    return item.id;
  });
}
