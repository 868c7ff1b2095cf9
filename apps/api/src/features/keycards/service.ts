// Keycard writes and prices. A price change updates card_value and appends one history row in the
// same transaction, with the card row locked, so concurrent updates form an unbroken chain:
// each old_value equals the previous new_value, and card_value equals the newest new_value.
import {
  type KeycardInput,
  type KeycardPatch,
  KeycardReplaceSchema,
  type KeycardUpdate,
} from '@dfwiki/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { keycardDifficulties, keycardItems, keycards, priceHistory } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../domain-errors';
import { listKeycards } from './repository';

function cardColumns(input: KeycardUpdate) {
  return {
    name: input.name,
    mapId: input.map_id,
    rarityId: input.rarity_id,
    durability: input.durability,
    imageUrl: input.image_url ?? null,
    locationImg: input.location_img ?? null,
    location: input.location,
    roomInfo: input.room_info,
  };
}

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

async function replaceChildren(tx: Tx, id: string, input: KeycardUpdate) {
  await replaceItems(tx, id, input.items);
  await tx.delete(keycardDifficulties).where(eq(keycardDifficulties.keycardId, id));
  if (input.difficulties.length)
    await tx.insert(keycardDifficulties).values(
      input.difficulties.map((d) => ({
        keycardId: id,
        difficultyId: d.difficulty_id,
        cost: d.cost,
        isAvailable: d.is_available,
      })),
    );
}

async function guardWrite<T>(work: () => Promise<T>, id: string): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err))
      throw new Conflict('KEYCARD_EXISTS', `A keycard with id '${id}' already exists.`);
    if (isForeignKeyViolation(err))
      throw new Invalid('UNKNOWN_REFERENCE', 'The map, rarity, an item type or a difficulty does not exist.');
    throw err;
  }
}

/** Locks the card, sets its value and appends history when the value changes. */
async function applyPrice(tx: Tx, id: string, price: number): Promise<'updated' | 'unchanged' | 'missing'> {
  const [card] = await tx
    .select({ value: keycards.cardValue })
    .from(keycards)
    .where(eq(keycards.id, id))
    .for('update');
  if (!card) return 'missing';
  if (card.value === price) return 'unchanged';
  const now = new Date().toISOString();
  // An editor's price has no published source; its date is today.
  await tx
    .update(keycards)
    .set({ cardValue: price, priceSource: null, priceAsOf: now.slice(0, 10), updatedAt: now })
    .where(eq(keycards.id, id));
  await tx
    .insert(priceHistory)
    .values({ keycardId: id, oldValue: card.value, newValue: price, changedAt: now });
  return 'updated';
}

export async function createKeycard(db: Db, input: KeycardInput): Promise<void> {
  await guardWrite(
    () =>
      db.transaction(async (tx) => {
        await tx
          .insert(keycards)
          .values({ id: input.id, ...cardColumns(input), cardValue: input.card_value });
        await replaceChildren(tx, input.id, input);
      }),
    input.id,
  );
}

/** Replaces a keycard's fields; a changed card_value goes through the price path (history kept). */
export async function updateKeycard(db: Db, id: string, input: KeycardUpdate): Promise<void> {
  await guardWrite(
    () =>
      db.transaction(async (tx) => {
        const rows = await tx
          .update(keycards)
          .set({ ...cardColumns(input), updatedAt: new Date().toISOString() })
          .where(eq(keycards.id, id))
          .returning({ id: keycards.id });
        if (!rows.length) throw new NotFound('Keycard');
        await replaceChildren(tx, id, input);
        await applyPrice(tx, id, input.card_value);
      }),
    id,
  );
}

/** Changes only the given fields: the current card with the patch on top, written as a whole. */
export async function patchKeycard(db: Db, id: string, patch: KeycardPatch): Promise<void> {
  const [current] = await listKeycards(db, { id, historyLimit: 0 });
  if (!current) throw new NotFound('Keycard');
  const { body } = KeycardReplaceSchema.parse({ ...current, ...patch });
  await updateKeycard(db, id, body);
}

export async function deleteKeycard(db: Db, id: string): Promise<void> {
  const rows = await db.delete(keycards).where(eq(keycards.id, id)).returning({ id: keycards.id });
  if (!rows.length) throw new NotFound('Keycard');
}

export async function setPrice(db: Db, id: string, price: number): Promise<'updated' | 'unchanged'> {
  const outcome = await db.transaction((tx) => applyPrice(tx, id, price));
  if (outcome === 'missing') throw new NotFound('Keycard');
  return outcome;
}

/** All or nothing: one unknown id and nothing is written. Ids are locked in a fixed order (no deadlocks). */
export async function setPrices(db: Db, items: { id: string; price: number }[]) {
  const ids = items.map((i) => i.id);
  const existing = new Set(
    (await db.select({ id: keycards.id }).from(keycards).where(inArray(keycards.id, ids))).map((r) => r.id),
  );
  const missing = ids.filter((id) => !existing.has(id));
  if (missing.length) {
    throw new Invalid(
      'UNKNOWN_KEYCARD',
      `Unknown keycard: ${missing.join(', ')}. Nothing was updated.`,
      missing.map((id) => ({ path: 'items', message: `has an unknown keycard: ${id}`, rule: 'unknown' })),
    );
  }
  return db.transaction(async (tx) => {
    const updated: string[] = [];
    const unchanged: string[] = [];
    for (const item of [...items].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const outcome = await applyPrice(tx, item.id, item.price);
      if (outcome === 'missing')
        throw new Invalid('UNKNOWN_KEYCARD', `Unknown keycard: ${item.id}. Nothing was updated.`);
      (outcome === 'updated' ? updated : unchanged).push(item.id);
    }
    return { updated, unchanged };
  });
}
