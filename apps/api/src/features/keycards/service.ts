// Keycard writes and prices. A price change updates card_value and appends one history row in the
// same transaction, with the card row locked, so concurrent updates form an unbroken chain:
// each old_value equals the previous new_value, and card_value equals the newest new_value.
import {
  type KeycardInput,
  type KeycardPatch,
  KeycardReplaceSchema,
  type KeycardUpdate,
} from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { Conflict, Invalid, NotFound } from '../../domain-errors';
import {
  deleteKeycardRow,
  existingKeycardIds,
  insertKeycard,
  listKeycards,
  lockCardValue,
  recordPriceChange,
  replaceKeycardChildren,
  updateKeycardRow,
} from './repository';

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
  const value = await lockCardValue(tx, id);
  if (value === undefined) return 'missing';
  if (value === price) return 'unchanged';
  // An editor's price has no published source; its date is today.
  await recordPriceChange(tx, id, value, price, new Date().toISOString());
  return 'updated';
}

export async function createKeycard(db: Db, input: KeycardInput): Promise<void> {
  await guardWrite(
    () =>
      db.transaction(async (tx) => {
        await insertKeycard(tx, input);
        await replaceKeycardChildren(tx, input.id, input);
      }),
    input.id,
  );
}

/** Replaces a keycard's fields; a changed card_value goes through the price path (history kept). */
export async function updateKeycard(db: Db, id: string, input: KeycardUpdate): Promise<void> {
  await guardWrite(
    () =>
      db.transaction(async (tx) => {
        if (!(await updateKeycardRow(tx, id, input))) throw new NotFound('Keycard');
        await replaceKeycardChildren(tx, id, input);
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
  if (!(await deleteKeycardRow(db, id))) throw new NotFound('Keycard');
}

export async function setPrice(db: Db, id: string, price: number): Promise<'updated' | 'unchanged'> {
  const outcome = await db.transaction((tx) => applyPrice(tx, id, price));
  if (outcome === 'missing') throw new NotFound('Keycard');
  return outcome;
}

/** All or nothing: one unknown id and nothing is written. Ids are locked in a fixed order (no deadlocks). */
export async function setPrices(db: Db, items: { id: string; price: number }[]) {
  const ids = items.map((i) => i.id);
  const existing = await existingKeycardIds(db, ids);
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
