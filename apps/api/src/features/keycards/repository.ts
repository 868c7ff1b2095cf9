// Keycards as the public reads see them (Drizzle only): with map, rarity, room items,
// difficulties, price history (newest first) and last edit. A card in the trash is not there.
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { costPerOpen, KEYCARD_LIST_HISTORY } from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { countRows, iso } from '../../db/reads';
import { groupBy } from '../../db/group-by';
import {
  difficulties,
  itemTypes,
  keycardDifficulties,
  keycardItems,
  keycards,
  maps,
  priceHistory,
  rarities,
} from '../../db/schema';
import { lastEdits } from '../history';

const live = isNull(keycards.deletedAt);

export const countKeycards = (db: Db) => countRows(db, keycards, live);

/** The room items (in the order added) and difficulties of the given cards, trashed ones too. */
export async function keycardChildren(db: Db | Tx, ids: string[]) {
  const [items, diffs] = await Promise.all([
    db
      .select({ i: keycardItems, typeName: itemTypes.name, typeImage: itemTypes.imageUrl })
      .from(keycardItems)
      .innerJoin(itemTypes, eq(itemTypes.id, keycardItems.itemTypeId))
      .where(inArray(keycardItems.keycardId, ids))
      .orderBy(asc(keycardItems.id)),
    db
      .select({ d: keycardDifficulties, name: difficulties.name })
      .from(keycardDifficulties)
      .innerJoin(difficulties, eq(difficulties.id, keycardDifficulties.difficultyId))
      .where(inArray(keycardDifficulties.keycardId, ids))
      .orderBy(asc(difficulties.id)),
  ]);
  return {
    itemsBy: groupBy(items, (r) => r.i.keycardId),
    diffsBy: groupBy(diffs, (r) => r.d.keycardId),
  };
}

/**
 * Keycards with their items and difficulties and the newest price changes each (KEYCARD_LIST_HISTORY
 * unless `historyLimit` says otherwise), for one page, or one card by id.
 */
export async function listKeycards(
  db: Db,
  options: { id?: string; page?: { limit: number; offset: number }; historyLimit?: number },
) {
  const { id, page, historyLimit = KEYCARD_LIST_HISTORY } = options;
  const query = db
    .select({
      k: keycards,
      map: { id: maps.id, name: maps.name },
      rarity: { id: rarities.id, name: rarities.name },
    })
    .from(keycards)
    .innerJoin(maps, eq(maps.id, keycards.mapId))
    .innerJoin(rarities, eq(rarities.id, keycards.rarityId))
    .where(and(live, id === undefined ? undefined : eq(keycards.id, id)))
    .orderBy(asc(maps.position), asc(keycards.name), asc(keycards.id));
  const cards = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const ids = cards.map((c) => c.k.id);
  if (!ids.length) return [];
  const [{ itemsBy, diffsBy }, history, edits] = await Promise.all([
    keycardChildren(db, ids),
    newestPriceHistory(db, ids, historyLimit),
    lastEdits(db, 'keycard', ids),
  ]);
  const historyBy = groupBy(history, (r) => r.keycardId);
  return cards.map(({ k, map, rarity }) => ({
    id: k.id,
    name: k.name,
    name_original: k.nameOriginal,
    image_url: k.imageUrl,
    durability: k.durability,
    card_value: k.cardValue,
    map,
    map_id: k.mapId,
    rarity,
    rarity_id: k.rarityId,
    location_img: k.locationImg,
    location: k.location,
    location_original: k.locationOriginal,
    room_info: k.roomInfo,
    price_source: k.priceSource,
    price_as_of: k.priceAsOf,
    updated_at: iso(k.updatedAt),
    version: edits.get(k.id)?.version ?? 0,
    last_edited_at: edits.get(k.id)?.at ?? null,
    items: (itemsBy.get(k.id) ?? []).map(({ i, typeName, typeImage }) => ({
      id: i.id,
      item_type_id: i.itemTypeId,
      quantity: i.quantity,
      item_type: { name: typeName, image_url: typeImage },
    })),
    difficulties: (diffsBy.get(k.id) ?? []).map(({ d, name }) => ({
      difficulty_id: d.difficultyId,
      name,
      cost: Math.round(costPerOpen(k.cardValue, k.durability, name)),
      is_available: d.isAvailable,
    })),
    price_history: (historyBy.get(k.id) ?? []).map(({ oldValue, newValue, changedAt }) => ({
      old_value: oldValue,
      new_value: newValue,
      changed_at: iso(changedAt),
    })),
  }));
}

type HistoryRow = typeof priceHistory.$inferSelect;

const mapHistoryEntry = (h: HistoryRow) => ({
  id: h.id,
  old_value: h.oldValue,
  new_value: h.newValue,
  changed_at: iso(h.changedAt),
});

/** Every price change of the given cards, newest first. */
const listPriceHistory = (db: Db, ids: string[]) =>
  db
    .select()
    .from(priceHistory)
    .where(inArray(priceHistory.keycardId, ids))
    .orderBy(desc(priceHistory.changedAt), desc(priceHistory.id));

/** The newest `limit` price changes of each given card, newest first (one ranked query). */
async function newestPriceHistory(db: Db, ids: string[], limit: number): Promise<HistoryRow[]> {
  const ranked = db
    .select({
      id: priceHistory.id,
      rank: sql<number>`row_number() over (partition by ${priceHistory.keycardId} order by ${priceHistory.changedAt} desc, ${priceHistory.id} desc)`.as(
        'rank',
      ),
    })
    .from(priceHistory)
    .where(inArray(priceHistory.keycardId, ids))
    .as('ranked');
  return db
    .select({ h: priceHistory })
    .from(priceHistory)
    .innerJoin(ranked, eq(ranked.id, priceHistory.id))
    .where(lte(ranked.rank, limit))
    .orderBy(desc(priceHistory.changedAt), desc(priceHistory.id))
    .then((rows) => rows.map((r) => r.h));
}

/** The whole price history of one card, or undefined when there is no such card. */
export async function findPriceHistory(db: Db, id: string) {
  const [card] = await db
    .select({ id: keycards.id })
    .from(keycards)
    .where(and(live, eq(keycards.id, id)));
  if (!card) return undefined;
  return (await listPriceHistory(db, [id])).map(mapHistoryEntry);
}

/** Live keycards by their Chinese client name (the maps feature links an area's keys to them). */
export async function keycardsByOriginalName(db: Db): Promise<Map<string, { id: string; name: string }>> {
  const rows = await db
    .select({ id: keycards.id, name: keycards.name, original: keycards.nameOriginal })
    .from(keycards)
    .where(live)
    .orderBy(asc(keycards.id));
  const byName = new Map<string, { id: string; name: string }>();
  for (const r of rows)
    if (r.original && !byName.has(r.original)) byName.set(r.original, { id: r.id, name: r.name });
  return byName;
}
