// Editors' saves of a round or an armour piece. Each is one transaction with the row locked, so two
// saves of the same row do not interleave, and records one revision of what it changed
// (features/history). The TTK engine reads these rows, so a save changes every TTK shown with them
// once the public caches are cleared (the route declares it changes content).
import type { ArmorPieceUpdate, RoundUpdate } from '@dfwiki/shared';
import type { Db } from '../../db/database';
import { armorPieces, rounds } from '../../db/schema';
import { type EditMeta, type HistorySubject, recordWrite } from '../history';
import { armorHistory, roundHistory } from './history';
import { type GearTable, updateGearRow } from './repository';

type Stored = { price: number | null; price_as_of: string | null; model_as_of: string | null };
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The date a saved price is stated for. A new price is an editor's reading of today unless they
 * gave another date; a date sent back unchanged from the read does not count as given.
 */
export function priceDate(stored: Stored, body: { price: number | null; price_as_of?: string | null }) {
  const given = body.price_as_of !== undefined && body.price_as_of !== stored.price_as_of;
  if (given) return body.price_as_of ?? null;
  if (body.price === null) return null;
  if (body.price !== stored.price) return today();
  return stored.price_as_of;
}

/** Objects compared by their keys' values, whatever the order (jsonb orders keys its own way). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** The damage-model figures' date: today once an editor changes one, else as stored. */
function modelDate<K extends string>(
  stored: Stored & Record<K, unknown>,
  body: Record<K, unknown>,
  modelFields: readonly K[],
) {
  const changed = modelFields.some((k) => canonical(stored[k]) !== canonical(body[k]));
  return changed ? today() : stored.model_as_of;
}

/** The figures the TTK engine reads of each (docs/ttk-model.md). */
const ROUND_MODEL = [
  'penetration_level',
  'flesh_damage_factor',
  'through_factor_armor_one_below',
  'through_factor_armor_same_level',
  'armor_damage_factor_by_level',
] as const;
const ARMOUR_MODEL = ['protection_level', 'durability', 'model_zones'] as const;

/** Writes the body with the dates it implies, as one revision of `subject`. */
async function saveGear<B extends { price: number | null; price_as_of?: string | null }>(
  db: Db,
  subject: HistorySubject<string>,
  table: GearTable,
  id: string,
  body: B,
  modelFields: readonly (keyof B & string)[],
  meta: EditMeta,
): Promise<void> {
  await db.transaction((tx) =>
    recordWrite(tx, subject, id, 'update', meta, async (before) => {
      // The state before holds the stored price, its dates and the model figures.
      const stored = before as Stored & Record<string, unknown>;
      await updateGearRow(tx, table, id, {
        ...body,
        price_as_of: priceDate(stored, body),
        model_as_of: modelDate(stored, body, modelFields),
      });
    }),
  );
}

export const saveRound = (db: Db, id: string, body: RoundUpdate, meta: EditMeta) =>
  saveGear(db, roundHistory, rounds, id, body, ROUND_MODEL, meta);

export const saveArmorPiece = (db: Db, id: string, body: ArmorPieceUpdate, meta: EditMeta) =>
  saveGear(db, armorHistory, armorPieces, id, body, ARMOUR_MODEL, meta);
