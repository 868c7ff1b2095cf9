// The items a /ttk request names, found by our id or slug or by the game's object id (Drizzle
// only). Each answers null when nothing matches.
import { eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MAX_DB_INT, parseIdOrSlug, type PresetWeapon } from '@dfwiki/shared';
import type { Db } from '../../db/database';
import { armorPieces, rounds, weaponCategories, weaponModels, weapons } from '../../db/schema';

/** A reference made of digits only, as a number, when a bigint column could hold it. */
function numericRef(ref: string): number | null {
  const named = parseIdOrSlug(ref, { maxId: Number.MAX_SAFE_INTEGER });
  return named && 'id' in named ? named.id : null;
}

/** By our numeric id, our slug or the game's object id; our id wins if a number is both. */
export async function findTtkWeapon(db: Db, ref: string): Promise<(PresetWeapon & { id: number }) | null> {
  const n = numericRef(ref);
  const matches: SQL[] = [eq(weapons.slug, ref)];
  if (n !== null && n <= MAX_DB_INT) matches.push(eq(weapons.id, n));
  if (n !== null) matches.push(eq(weaponModels.objectId, n));
  const rows = await db
    .select({ w: weapons, m: weaponModels, category: weaponCategories.name })
    .from(weapons)
    .innerJoin(weaponCategories, eq(weaponCategories.id, weapons.categoryId))
    .leftJoin(weaponModels, eq(weaponModels.weaponId, weapons.id))
    .where(or(...matches));
  const row = rows.find((r) => r.w.id === n) ?? rows[0];
  if (!row) return null;
  const { w, m, category } = row;
  return {
    id: w.id,
    category,
    // A missing figure stays null: the engine answers "not modelled".
    damage: w.damage,
    fire_rate: w.fireRate,
    caliber: m?.caliber ?? null,
    armor_damage: m?.armorDamage ?? null,
    zone_multipliers: (m?.zoneMultipliers ?? null) as PresetWeapon['zone_multipliers'],
    range_bands: (m?.rangeBands ?? null) as PresetWeapon['range_bands'],
  };
}

/** Our id, or the game's object id when the reference is a number. */
function byRef(ref: string, table: { id: PgColumn; object_id: PgColumn }): SQL | undefined {
  const n = numericRef(ref);
  return n === null ? eq(table.id, ref) : or(eq(table.id, ref), eq(table.object_id, n));
}

const first = async <T>(rows: Promise<T[]>): Promise<T | null> => (await rows)[0] ?? null;

export const findTtkRound = (db: Db, ref: string) =>
  first(db.select().from(rounds).where(byRef(ref, rounds)).limit(1));

export const findTtkPiece = (db: Db, ref: string) =>
  first(db.select().from(armorPieces).where(byRef(ref, armorPieces)).limit(1));
