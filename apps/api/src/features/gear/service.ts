// Editors' saves of a round or an armour piece. Each is one transaction with the row locked, so two
// saves of the same row do not interleave. The TTK engine reads these rows, so a save changes every
// TTK shown with them once the public caches are cleared (the route declares it changes content).
import type { ArmorPieceUpdate, RoundUpdate } from '@dfwiki/shared';
import type { Db } from '../../db/database';
import { NotFound } from '../../domain-errors';
import { armorPieces, rounds } from '../../db/schema';
import { lockPrice, updateGearRow } from './repository';

type Stored = { price: number | null; price_as_of: string | null };

/**
 * The date a saved price is stated for. A new price is an editor's reading of today unless they
 * gave another date; a date sent back unchanged from the read does not count as given.
 */
export function priceDate(stored: Stored, body: { price: number | null; price_as_of?: string | null }) {
  const given = body.price_as_of !== undefined && body.price_as_of !== stored.price_as_of;
  if (given) return body.price_as_of ?? null;
  if (body.price === null) return null;
  if (body.price !== stored.price) return new Date().toISOString().slice(0, 10);
  return stored.price_as_of;
}

export async function saveRound(db: Db, id: string, body: RoundUpdate): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await lockPrice(tx, rounds, id);
    if (!stored) throw new NotFound('Round');
    await updateGearRow(tx, rounds, id, { ...body, price_as_of: priceDate(stored, body) });
    // A revision of the round (who, when, the fields before) will be recorded here.
  });
}

export async function saveArmorPiece(db: Db, id: string, body: ArmorPieceUpdate): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await lockPrice(tx, armorPieces, id);
    if (!stored) throw new NotFound('Armour piece');
    await updateGearRow(tx, armorPieces, id, { ...body, price_as_of: priceDate(stored, body) });
    // A revision of the piece (who, when, the fields before) will be recorded here.
  });
}
