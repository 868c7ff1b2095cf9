// Keycards in the database (Drizzle only): reads with map, rarity, room items, difficulties and
// price history (newest first), and the writes the service composes.
import { asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { costPerOpen, KEYCARD_LIST_HISTORY, type KeycardInput, type KeycardUpdate } from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { countRows, iso } from '../../db/reads';
import { groupBy } from '../../db/group-by';
import { inputColumns } from '../../db/input-columns';
import { deleteRow, updateRow } from '../../db/rows';
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

export const countKeycards = (db: Db) => countRows(db, keycards);

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
    .where(id === undefined ? undefined : eq(keycards.id, id))
    .orderBy(asc(maps.position), asc(keycards.name), asc(keycards.id));
  const cards = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const ids = cards.map((c) => c.k.id);
  if (!ids.length) return [];
  const [items, diffs, history] = await Promise.all([
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
    newestPriceHistory(db, ids, historyLimit),
  ]);
  const itemsBy = groupBy(items, (r) => r.i.keycardId);
  const diffsBy = groupBy(diffs, (r) => r.d.keycardId);
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
  const [card] = await db.select({ id: keycards.id }).from(keycards).where(eq(keycards.id, id));
  if (!card) return undefined;
  return (await listPriceHistory(db, [id])).map(mapHistoryEntry);
}

// Writes. The service decides what may change; these only say how.

/** A keycard's own columns from its input. */
export const cardColumns = (input: KeycardUpdate) =>
  inputColumns(input, [
    'name',
    'map_id',
    'rarity_id',
    'durability',
    'image_url',
    'location_img',
    'location',
    'room_info',
  ]);

/**
 * Makes the card's room items match the input while keeping the rows (and ids) of item types it
 * already had, so a card saved unchanged stays unchanged.
 */
async function replaceItems(tx: Tx, id: string, items: KeycardUpdate['items']) {
  const existing = await tx.select().from(keycardItems).where(eq(keycardItems.keycardId, id));
  const wanted = new Map(items.map((i) => [i.item_type_id, i.quantity]));
  const kept = new Map<number, (typeof existing)[number]>();
  for (const row of existing)
    if (wanted.has(row.itemTypeId) && !kept.has(row.itemTypeId)) kept.set(row.itemTypeId, row);
  const keptIds = new Set([...kept.values()].map((r) => r.id));
  const gone = existing.filter((r) => !keptIds.has(r.id)).map((r) => r.id);
  if (gone.length) await tx.delete(keycardItems).where(inArray(keycardItems.id, gone));
  for (const row of kept.values()) {
    const quantity = wanted.get(row.itemTypeId)!;
    if (row.quantity !== quantity)
      await tx.update(keycardItems).set({ quantity }).where(eq(keycardItems.id, row.id));
  }
  const added = items.filter((i) => !kept.has(i.item_type_id));
  if (added.length)
    await tx
      .insert(keycardItems)
      .values(added.map((i) => ({ keycardId: id, itemTypeId: i.item_type_id, quantity: i.quantity })));
}

/** Replaces a keycard's room items (keeping unchanged rows) and difficulties. */
export async function replaceKeycardChildren(tx: Tx, id: string, input: KeycardUpdate) {
  await replaceItems(tx, id, input.items);
  await tx.delete(keycardDifficulties).where(eq(keycardDifficulties.keycardId, id));
  if (input.difficulties.length)
    await tx.insert(keycardDifficulties).values(
      input.difficulties.map((d) => ({
        keycardId: id,
        difficultyId: d.difficulty_id,
        isAvailable: d.is_available,
      })),
    );
}

export async function insertKeycard(tx: Tx, input: KeycardInput) {
  await tx.insert(keycards).values({ id: input.id, ...cardColumns(input), cardValue: input.card_value });
}

/** False when there is no such keycard. */
export const updateKeycardRow = (tx: Tx, id: string, input: KeycardUpdate) =>
  updateRow(tx, keycards, id, cardColumns(input));

export const deleteKeycardRow = (db: Db, id: string) => deleteRow(db, keycards, id);

export async function existingKeycardIds(db: Db, ids: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: keycards.id }).from(keycards).where(inArray(keycards.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The card's value, its row locked until the transaction ends; undefined when there is no card. */
export async function lockCardValue(tx: Tx, id: string): Promise<number | undefined> {
  const [card] = await tx
    .select({ value: keycards.cardValue })
    .from(keycards)
    .where(eq(keycards.id, id))
    .for('update');
  return card?.value;
}

/** Sets the card's value (no published source, dated `at`) and appends the change to its history. */
export async function recordPriceChange(tx: Tx, id: string, oldValue: number, newValue: number, at: string) {
  await tx
    .update(keycards)
    .set({ cardValue: newValue, priceSource: null, priceAsOf: at.slice(0, 10), updatedAt: at })
    .where(eq(keycards.id, id));
  await tx.insert(priceHistory).values({ keycardId: id, oldValue, newValue, changedAt: at });
}
