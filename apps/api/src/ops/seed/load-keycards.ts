// The sourced keycards (seed/keycards.ts), loaded into an empty database by the seed and into an
// existing one by `npm run db:import -- --sourced` (say, a map's keys added in a later release).
// A card whose id is already stored is left as it is, with its history and an editor's changes.
import type { Tx } from '../../db/database';
import { byName, must } from './lookup-ids';
import { difficulties, keycardDifficulties, keycards, maps, priceHistory } from '../../db/schema';
import { SEED_KEYCARDS } from './keycards';

/** Inserts the sourced keycards not stored yet, with their levels and price history; returns their ids. */
export async function loadSourcedKeycards(tx: Tx): Promise<string[]> {
  const mapIds = byName(await tx.select().from(maps));
  const difficultyIds = byName(await tx.select().from(difficulties));
  const newCards = await tx
    .insert(keycards)
    .values(
      SEED_KEYCARDS.map((k) => ({
        id: k.id,
        name: k.name,
        nameOriginal: k.name_cn,
        durability: k.durability,
        cardValue: k.card_value,
        priceSource: k.price_source,
        priceAsOf: k.price_as_of,
        mapId: must(mapIds, k.map, 'map'),
        rarityId: k.rarity,
        location: k.location,
        locationOriginal: k.location_original,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: keycards.id });
  const newCardIds = new Set(newCards.map((c) => c.id));
  const cards = SEED_KEYCARDS.filter((k) => newCardIds.has(k.id));
  const diffs = cards.flatMap((k) =>
    k.difficulties.map((d) => ({
      keycardId: k.id,
      difficultyId: must(difficultyIds, d.name, 'difficulty'),
      isAvailable: d.is_available,
    })),
  );
  if (diffs.length) await tx.insert(keycardDifficulties).values(diffs);
  const history = cards.flatMap((k) =>
    k.price_history.map((h) => ({
      keycardId: k.id,
      oldValue: h.old_value,
      newValue: h.new_value,
      changedAt: h.changed_at,
    })),
  );
  // A few thousand rows: in chunks, well under the driver's bind-parameter limit.
  for (let i = 0; i < history.length; i += 2000)
    await tx.insert(priceHistory).values(history.slice(i, i + 2000));
  return cards.map((k) => k.id);
}
