// Keycard writes and prices. Each is one transaction that keeps its revision (features/history);
// the card row is locked first, so concurrent price updates form an unbroken chain: each old_value
// equals the previous new_value, and card_value equals the newest new_value. A delete moves the
// card to the trash.
import {
  EXAMPLE_PRICE_SOURCE,
  type KeycardInput,
  type KeycardPatch,
  KeycardReplaceSchema,
  type KeycardUpdate,
} from '@dfwiki/shared';
import type { Db } from '../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { setTrashed } from '../../db/trash';
import { keycards } from '../../db/schema';
import { Conflict, Invalid } from '../../domain-errors';
import {
  type EditMeta,
  type EntityState,
  insertAudit,
  recordCreate,
  recordDelete,
  recordWrite,
} from '../history';
import { changePrice, insertKeycard, lockLiveCardValues, replaceKeycard } from './card-writes';
import { keycardHistory } from './history';

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

export async function createKeycard(db: Db, input: KeycardInput, meta: EditMeta): Promise<void> {
  await guardWrite(
    () =>
      db.transaction(async (tx) => {
        await insertKeycard(tx, input);
        await recordCreate(tx, keycardHistory, input.id, meta);
      }),
    input.id,
  );
}

/** Writes the body `bodyFrom` makes of the card as it is, locked; a new card_value is a price change. */
const saveKeycard = (db: Db, id: string, meta: EditMeta, bodyFrom: (before: EntityState) => KeycardUpdate) =>
  guardWrite(
    () =>
      db.transaction((tx) =>
        recordWrite(tx, keycardHistory, id, 'update', meta, (before) =>
          replaceKeycard(tx, id, bodyFrom(before), before.card_value as number),
        ),
      ),
    id,
  );

export const updateKeycard = (db: Db, id: string, input: KeycardUpdate, meta: EditMeta) =>
  saveKeycard(db, id, meta, () => input);

/**
 * Changes only the given fields: the card with the patch on top, written as a whole. The card is
 * read under its lock, so a concurrent save is never undone by a patch of other fields.
 */
export const patchKeycard = (db: Db, id: string, patch: KeycardPatch, meta: EditMeta) =>
  saveKeycard(db, id, meta, (before) => KeycardReplaceSchema.parse({ ...before, ...patch }).body);

/** Into the trash: gone from every public read at once, restorable with its id. */
export async function deleteKeycard(db: Db, id: string, meta: EditMeta): Promise<void> {
  await db.transaction((tx) =>
    recordDelete(tx, keycardHistory, id, meta, () => setTrashed(tx, keycards, id, true)),
  );
}

export async function setPrice(db: Db, id: string, price: number, meta: EditMeta) {
  return db.transaction((tx) =>
    recordWrite(tx, keycardHistory, id, 'update', meta, (before) =>
      changePrice(tx, id, before.card_value as number, price),
    ),
  );
}

/**
 * All or nothing: one unknown (or trashed) id and nothing is written. One audit entry for the
 * whole update, and one revision per card whose price changed, linked to it.
 */
export async function setPrices(
  db: Db,
  items: { id: string; price: number; example?: boolean }[],
  meta: EditMeta,
) {
  return db.transaction(async (tx) => {
    const values = await lockLiveCardValues(
      tx,
      items.map((i) => i.id),
    );
    const missing = items.map((i) => i.id).filter((id) => !values.has(id));
    if (missing.length)
      throw new Invalid(
        'UNKNOWN_KEYCARD',
        `Unknown keycard: ${missing.join(', ')}. Nothing was updated.`,
        missing.map((id) => ({ path: 'items', message: `has an unknown keycard: ${id}`, rule: 'unknown' })),
      );
    const sorted = [...items].sort((a, b) => (a.id < b.id ? -1 : 1));
    const changed = sorted.filter((i) => values.get(i.id) !== i.price);
    const updated = changed.map((i) => i.id);
    const unchanged = sorted.filter((i) => values.get(i.id) === i.price).map((i) => i.id);
    const auditId = await insertAudit(tx, {
      by: meta.by,
      action: 'prices.bulk_update',
      target: 'keycards',
      details: { updated, unchanged },
    });
    // The version check is per card, so a bulk update has none.
    for (const item of changed)
      await recordWrite(tx, keycardHistory, item.id, 'update', { by: meta.by, auditId }, (before) =>
        changePrice(
          tx,
          item.id,
          before.card_value as number,
          item.price,
          item.example ? exampleOrigin() : undefined,
        ),
      );
    return { updated, unchanged };
  });
}

/** An example price is dated today like an editor's, and names the preset as its source. */
function exampleOrigin() {
  const now = new Date().toISOString();
  return { source: EXAMPLE_PRICE_SOURCE, asOf: now.slice(0, 10), changedAt: now };
}
