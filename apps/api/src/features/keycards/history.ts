// A keycard's history (features/history): its state is what an editor's save writes (the PUT
// body's fields, items and difficulties in id order) plus who published its price and the day, so
// restoring a price restores its label too. A restored price is a price change like any other: it
// is appended to the card's price history.
import { eq } from 'drizzle-orm';
import { KeycardIdSchema, KeycardReplaceSchema } from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { allIds, lockRow, restoredFrom, setTrashed, trashedRows, withTrashMark } from '../../db/trash';
import { keycards } from '../../db/schema';
import type { EntityState, HistorySubject } from '../history';
import { replaceKeycard, setPriceLabel } from './card-writes';
import { keycardChildren, listKeycards } from './repository';

async function keycardState(db: Db | Tx, id: string): Promise<EntityState | undefined> {
  const [k] = await db.select().from(keycards).where(eq(keycards.id, id));
  if (!k) return undefined;
  const { itemsBy, diffsBy } = await keycardChildren(db, [id]);
  // Sorted by type: the order items were added in is not part of what a save writes.
  const items = (itemsBy.get(id) ?? [])
    .map(({ i }) => ({ item_type_id: i.itemTypeId, quantity: i.quantity }))
    .sort((a, b) => a.item_type_id - b.item_type_id);
  const difficulties = (diffsBy.get(id) ?? []).map(({ d }) => ({
    difficulty_id: d.difficultyId,
    is_available: d.isAvailable,
  }));
  return withTrashMark(k, {
    name: k.name,
    map_id: k.mapId,
    rarity_id: k.rarityId,
    durability: k.durability,
    card_value: k.cardValue,
    image_url: k.imageUrl,
    location_img: k.locationImg,
    location: k.location,
    room_info: k.roomInfo,
    items,
    difficulties,
    price_source: k.priceSource,
    price_as_of: k.priceAsOf,
  });
}

export const keycardHistory: HistorySubject<string> = {
  entity: 'keycard',
  label: 'Keycard',
  parseId: (raw) => (KeycardIdSchema.safeParse(raw).success ? raw : undefined),
  lock: (tx, id) => lockRow(tx, keycards, id),
  read: keycardState,
  write: async (tx, id, state) => {
    const { body } = restoredFrom(KeycardReplaceSchema, state);
    const current = (await keycardState(tx, id))!;
    await replaceKeycard(tx, id, body, current.card_value as number);
    const label = (field: string) => (state[field] ?? null) as string | null;
    await setPriceLabel(tx, id, label('price_source'), label('price_as_of'));
    await setTrashed(tx, keycards, id, state.deleted === true);
  },
  answer: async (db, id) => (await listKeycards(db, { id }))[0],
  ids: (db) => allIds(db, keycards),
  trashed: (db) => trashedRows(db, keycards, keycards.name),
};
