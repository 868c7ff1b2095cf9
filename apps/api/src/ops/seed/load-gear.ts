// Rounds, armour and the weapons' damage models from gear-data.json (derive-gear.mjs), validated
// with the shared schemas. Adds what a database lacks and never changes a stored row, so the
// seed and `npm run db:import -- --sourced` can both run it.
import { GearDataFileSchema } from '@dfwiki/shared';
import { parseDataFile } from '@dfwiki/shared/data-files';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { armorPieces, rounds, weaponModels, weapons } from '../../db/schema';
import gearFile from '../../db/seed/data/gear-data.json';

/** The data file, validated: the seed also ranks the sample weapons' tiers with it. */
export const gear = parseDataFile(GearDataFileSchema, gearFile, 'gear-data.json');
const MODEL_SOURCE = `WaterBag DeltaForce-PTTK-Website, Operations weapons (${gear.model_as_of})`;

/** A row's model figures are dated as the file says when they come from the damage-model source. */
const MODEL_REPOSITORY = 'WaterBag/DeltaForce-PTTK-Website';
const dated = <T extends { sources: string[] }>(row: T) => ({
  ...row,
  model_as_of: row.sources.some((s) => s.includes(MODEL_REPOSITORY)) ? gear.model_as_of : null,
});

export interface GearLoadReport {
  roundsAdded: number;
  armorAdded: number;
  weaponModelsAdded: number;
  /** Models stored before weapons kept the game's id (migration 0009) that now have it. */
  weaponObjectIdsFilled: number;
}

export async function loadSourcedGear(tx: Tx): Promise<GearLoadReport> {
  // The file's records are the rows (schema-gear.ts keeps their field names).
  const addedRounds = await tx
    .insert(rounds)
    .values(gear.rounds.map(dated))
    .onConflictDoNothing()
    .returning({ id: rounds.id });
  const addedArmor = await tx
    .insert(armorPieces)
    .values(gear.armor.map(dated))
    .onConflictDoNothing()
    .returning({ id: armorPieces.id });
  // Weapons are matched by English name, as the sourced base stats are.
  const stored = await tx
    .select({ id: weapons.id, name: weapons.name })
    .from(weapons)
    .orderBy(asc(weapons.id));
  const models = stored.flatMap((w) => {
    const model = gear.weapons[w.name];
    if (!model) return [];
    return [
      {
        weaponId: w.id,
        objectId: model.object_id,
        caliber: model.caliber,
        armorDamage: model.armor_damage,
        zoneMultipliers: model.zone_multipliers,
        rangeBands: model.range_bands,
        source: MODEL_SOURCE,
      },
    ];
  });
  const addedModels = models.length
    ? await tx
        .insert(weaponModels)
        .values(models)
        .onConflictDoNothing()
        .returning({ id: weaponModels.weaponId })
    : [];
  const added = new Set(addedModels.map((m) => m.id));
  let filled = 0;
  for (const { weaponId, objectId } of models) {
    if (added.has(weaponId) || objectId === null) continue;
    const set = await tx
      .update(weaponModels)
      .set({ objectId })
      .where(and(eq(weaponModels.weaponId, weaponId), isNull(weaponModels.objectId)))
      .returning({ id: weaponModels.weaponId });
    filled += set.length;
  }
  return {
    roundsAdded: addedRounds.length,
    armorAdded: addedArmor.length,
    weaponModelsAdded: addedModels.length,
    weaponObjectIdsFilled: filled,
  };
}
