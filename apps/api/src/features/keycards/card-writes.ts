// Keycard writes in the database (Drizzle only). The service decides what may change and keeps
// the history; these only say how. A price change updates card_value and appends one price-history
// row together, so card_value always equals the newest new_value.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { KeycardInput, KeycardUpdate } from '@dfwiki/shared';
import type { Tx } from '../../db/database';
import { inputColumns } from '../../db/input-columns';
import { updateRow } from '../../db/rows';
import { keycardDifficulties, keycardItems, keycards, priceHistory } from '../../db/schema';

/** A keycard's own columns from its input. */
const cardColumns = (input: KeycardUpdate) =>
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
async function replaceKeycardChildren(tx: Tx, id: string, input: KeycardUpdate) {
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

/** A new card with its room items and difficulties. */
export async function insertKeycard(tx: Tx, input: KeycardInput) {
  await tx.insert(keycards).values({ id: input.id, ...cardColumns(input), cardValue: input.card_value });
  await replaceKeycardChildren(tx, input.id, input);
}

/** Who published a price and when it changed: an imported price carries its file's day and source. */
export interface PriceOrigin {
  source: string | null;
  /** The day the price is of (the card's price date). */
  asOf: string;
  /** When the change is entered in the price history. */
  changedAt: string;
}

/**
 * Sets the card's value when it differs from `current` and appends the change to its price
 * history. An editor's price has no published source and is dated now; an import (db:import)
 * passes its own `origin`.
 */
export async function changePrice(tx: Tx, id: string, current: number, price: number, origin?: PriceOrigin) {
  if (current === price) return 'unchanged' as const;
  const now = new Date().toISOString();
  const { source, asOf, changedAt } = origin ?? { source: null, asOf: now.slice(0, 10), changedAt: now };
  await tx
    .update(keycards)
    .set({ cardValue: price, priceSource: source, priceAsOf: asOf, updatedAt: now })
    .where(eq(keycards.id, id));
  await tx.insert(priceHistory).values({ keycardId: id, oldValue: current, newValue: price, changedAt });
  return 'updated' as const;
}

/** Writes every field of the card; a new card_value goes through the price history. */
export async function replaceKeycard(tx: Tx, id: string, input: KeycardUpdate, currentPrice: number) {
  await updateRow(tx, keycards, id, cardColumns(input));
  await replaceKeycardChildren(tx, id, input);
  await changePrice(tx, id, currentPrice, input.card_value);
}

/** Who published the card's price and its day (a restore puts an earlier pair back). */
export async function setPriceLabel(tx: Tx, id: string, source: string | null, asOf: string | null) {
  await tx.update(keycards).set({ priceSource: source, priceAsOf: asOf }).where(eq(keycards.id, id));
}

/**
 * The value of each card not in the trash, its row locked until the transaction ends. Locked in
 * id order, so two bulk updates never wait on each other in a circle.
 */
export async function lockLiveCardValues(tx: Tx, ids: string[]) {
  const rows = await tx
    .select({ id: keycards.id, value: keycards.cardValue })
    .from(keycards)
    .where(and(inArray(keycards.id, ids), isNull(keycards.deletedAt)))
    .orderBy(asc(keycards.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r.value]));
}
