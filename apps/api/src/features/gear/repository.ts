// Rounds and armour (Drizzle only). A round lists the weapons that fire it: those whose damage
// model has the round's calibre.
import { asc, eq, inArray } from 'drizzle-orm';
import type { ArmorPiece, Round, WeaponModelRead } from '@dfwiki/shared';
import type { Db } from '../../db/database';
import { armorPieces, rounds, weaponCategories, weaponModels, weapons } from '../../db/schema';

type RoundRow = typeof rounds.$inferSelect;
type ArmorRow = typeof armorPieces.$inferSelect;
const iso = (at: string) => new Date(at).toISOString();

const toRound = (r: RoundRow, firedBy: Round['weapons']): Round => ({
  id: r.id,
  name: r.name,
  name_cn: r.nameCn,
  name_is_ours: r.nameIsOurs,
  caliber: r.caliber,
  object_id: r.objectId,
  rarity: r.rarity,
  penetration_level: r.penetrationLevel,
  flesh_damage_factor: r.fleshDamageFactor,
  through_factor_armor_one_below: r.throughOneBelow,
  through_factor_armor_same_level: r.throughSameLevel,
  armor_damage_factor_by_level: r.armorDamageFactors as Round['armor_damage_factor_by_level'],
  hit_multipliers_override: r.hitMultipliersOverride as Round['hit_multipliers_override'],
  special_model: r.specialModel,
  limited_season: r.limitedSeason,
  price: r.price,
  price_as_of: r.priceAsOf,
  sources: r.sources as string[],
  updated_at: iso(r.updatedAt),
  weapons: firedBy,
});

const toPiece = (a: ArmorRow): ArmorPiece => ({
  id: a.id,
  name: a.name,
  name_cn: a.nameCn,
  type: a.type as ArmorPiece['type'],
  object_id: a.objectId,
  protection_level: a.protectionLevel,
  durability: a.durability,
  durability_like_new: a.durabilityLikeNew,
  durability_damaged: a.durabilityDamaged,
  model_zones: a.modelZones as ArmorPiece['model_zones'],
  protected_zones: a.protectedZones as string[] | null,
  weight_kg: a.weightKg,
  aim_speed_pct: a.aimSpeedPct,
  move_speed_pct: a.moveSpeedPct,
  repair_loss_cn: a.repairLossCn,
  repair_efficiency_cn: a.repairEfficiencyCn,
  price: a.price,
  price_as_of: a.priceAsOf,
  sources: a.sources as string[],
  updated_at: iso(a.updatedAt),
});

/** Weapons by calibre, each list sorted by name. */
async function weaponsByCaliber(db: Db, calibers: string[]): Promise<Map<string, Round['weapons']>> {
  const out = new Map<string, Round['weapons']>();
  if (!calibers.length) return out;
  const rows = await db
    .select({ caliber: weaponModels.caliber, slug: weapons.slug, name: weapons.name })
    .from(weaponModels)
    .innerJoin(weapons, eq(weapons.id, weaponModels.weaponId))
    .where(inArray(weaponModels.caliber, calibers))
    .orderBy(asc(weapons.name));
  for (const { caliber, slug, name } of rows) {
    if (!caliber) continue;
    out.set(caliber, [...(out.get(caliber) ?? []), { slug, name }]);
  }
  return out;
}

/** Every round, by calibre then penetration level then name (rounds with no calibre last). */
export async function listRounds(db: Db): Promise<Round[]> {
  const rows = await db
    .select()
    .from(rounds)
    .orderBy(asc(rounds.caliber), asc(rounds.penetrationLevel), asc(rounds.name), asc(rounds.id));
  const calibers = [...new Set(rows.flatMap((r) => (r.caliber ? [r.caliber] : [])))];
  const firedBy = await weaponsByCaliber(db, calibers);
  return rows.map((r) => toRound(r, (r.caliber && firedBy.get(r.caliber)) || []));
}

export async function findRound(db: Db, id: string): Promise<Round | null> {
  const [row] = await db.select().from(rounds).where(eq(rounds.id, id));
  if (!row) return null;
  const firedBy = await weaponsByCaliber(db, row.caliber ? [row.caliber] : []);
  return toRound(row, (row.caliber && firedBy.get(row.caliber)) || []);
}

/** Body armour first, then helmets, each by protection level then durability. */
export async function listArmor(db: Db): Promise<ArmorPiece[]> {
  const rows = await db
    .select()
    .from(armorPieces)
    .orderBy(
      asc(armorPieces.type),
      asc(armorPieces.protectionLevel),
      asc(armorPieces.durability),
      asc(armorPieces.id),
    );
  return rows.map(toPiece);
}

export async function findArmorPiece(db: Db, id: string): Promise<ArmorPiece | null> {
  const [row] = await db.select().from(armorPieces).where(eq(armorPieces.id, id));
  return row ? toPiece(row) : null;
}

/** Every weapon that has a damage model, by name, with its damage and fire rate. */
export async function listWeaponModels(db: Db): Promise<WeaponModelRead[]> {
  const rows = await db
    .select({ m: weaponModels, w: weapons, category: weaponCategories.name })
    .from(weaponModels)
    .innerJoin(weapons, eq(weapons.id, weaponModels.weaponId))
    .innerJoin(weaponCategories, eq(weaponCategories.id, weapons.categoryId))
    .orderBy(asc(weapons.name), asc(weapons.id));
  return rows.map(({ m, w, category }) => ({
    slug: w.slug,
    name: w.name,
    category,
    damage: w.damage,
    fire_rate: w.fireRate,
    caliber: m.caliber,
    armor_damage: m.armorDamage,
    zone_multipliers: m.zoneMultipliers as WeaponModelRead['zone_multipliers'],
    range_bands: m.rangeBands as WeaponModelRead['range_bands'],
  }));
}

/** What page titles and the sitemap need of every round and piece (no figures, no weapons). */
export async function listGearHeads(db: Db) {
  const [roundRows, pieceRows] = await Promise.all([
    db
      .select({ id: rounds.id, name: rounds.name, nameCn: rounds.nameCn, caliber: rounds.caliber })
      .from(rounds)
      .orderBy(asc(rounds.id)),
    db
      .select({
        id: armorPieces.id,
        nameCn: armorPieces.nameCn,
        type: armorPieces.type,
        level: armorPieces.protectionLevel,
      })
      .from(armorPieces)
      .orderBy(asc(armorPieces.id)),
  ]);
  return { rounds: roundRows, pieces: pieceRows };
}
