// Rounds, armour and the weapons' damage models from gear-data.json (derive-gear.mjs), validated
// with the shared schemas. Adds what a database lacks and never changes a stored row, so the
// seed and `npm run db:import -- --sourced` can both run it.
import { GearDataFileSchema } from '@dfwiki/shared';
import { parseDataFile } from '@dfwiki/shared/data-files';
import { asc } from 'drizzle-orm';
import type { Tx } from '../database';
import { armorPieces, rounds, weaponModels, weapons } from '../schema';
import gearFile from './data/gear-data.json';

const gear = parseDataFile(GearDataFileSchema, gearFile, 'gear-data.json');
const MODEL_SOURCE = `WaterBag DeltaForce-PTTK-Website, Operations weapons (${gear.model_as_of})`;

export interface GearLoadReport {
  roundsAdded: number;
  armorAdded: number;
  weaponModelsAdded: number;
}

export async function loadSourcedGear(tx: Tx): Promise<GearLoadReport> {
  const addedRounds = await tx
    .insert(rounds)
    .values(
      gear.rounds.map((r) => ({
        id: r.id,
        name: r.name,
        nameCn: r.name_cn,
        nameIsOurs: r.name_is_ours,
        caliber: r.caliber,
        objectId: r.object_id,
        rarity: r.rarity,
        penetrationLevel: r.penetration_level,
        fleshDamageFactor: r.flesh_damage_factor,
        throughOneBelow: r.through_factor_armor_one_below,
        throughSameLevel: r.through_factor_armor_same_level,
        armorDamageFactors: r.armor_damage_factor_by_level,
        hitMultipliersOverride: r.hit_multipliers_override,
        specialModel: r.special_model,
        limitedSeason: r.limited_season,
        price: r.price,
        priceAsOf: r.price_as_of,
        sources: r.sources,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: rounds.id });
  const addedArmor = await tx
    .insert(armorPieces)
    .values(
      gear.armor.map((a) => ({
        id: a.id,
        name: a.name,
        nameCn: a.name_cn,
        type: a.type,
        objectId: a.object_id,
        protectionLevel: a.protection_level,
        durability: a.durability,
        durabilityLikeNew: a.durability_like_new,
        durabilityDamaged: a.durability_damaged,
        modelZones: a.model_zones,
        protectedZones: a.protected_zones,
        weightKg: a.weight_kg,
        aimSpeedPct: a.aim_speed_pct,
        moveSpeedPct: a.move_speed_pct,
        repairLossCn: a.repair_loss_cn,
        repairEfficiencyCn: a.repair_efficiency_cn,
        price: a.price,
        priceAsOf: a.price_as_of,
        sources: a.sources,
      })),
    )
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
  return {
    roundsAdded: addedRounds.length,
    armorAdded: addedArmor.length,
    weaponModelsAdded: addedModels.length,
  };
}
