// Rounds and armour (Drizzle only). A round lists the weapons that fire it: those whose damage
// model has the round's calibre.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ArmorPiece, Round, WeaponModelRead } from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { iso } from '../../db/reads';
import { armorPieces, rounds, weaponCategories, weaponModels, weapons } from '../../db/schema';
import { editStamps } from '../history';

type RoundRow = typeof rounds.$inferSelect;
type ArmorRow = typeof armorPieces.$inferSelect;
type Stamp = Pick<Round, 'version' | 'last_edited_at'>;

// A row is served as stored (its fields are the API's), with its update time as ISO, its history's
// version and last edit, and without its creation time.
const toRound = (
  { created_at: _, updated_at, ...r }: RoundRow,
  firedBy: Round['weapons'],
  stamp: Stamp,
): Round => ({ ...r, updated_at: iso(updated_at), ...stamp, weapons: firedBy });

const toPiece = ({ created_at: _, updated_at, ...a }: ArmorRow, stamp: Stamp): ArmorPiece => ({
  ...a,
  updated_at: iso(updated_at),
  ...stamp,
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
    const list = out.get(caliber) ?? out.set(caliber, []).get(caliber)!;
    list.push({ slug, name });
  }
  return out;
}

/** Every round, by calibre then penetration level then name (rounds with no calibre last). */
export async function listRounds(db: Db): Promise<Round[]> {
  const rows = await db
    .select()
    .from(rounds)
    .orderBy(asc(rounds.caliber), asc(rounds.penetration_level), asc(rounds.name), asc(rounds.id));
  const calibers = [...new Set(rows.flatMap((r) => (r.caliber ? [r.caliber] : [])))];
  const [firedBy, stamp] = await Promise.all([
    weaponsByCaliber(db, calibers),
    editStamps(
      db,
      'ammo',
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => toRound(r, (r.caliber && firedBy.get(r.caliber)) || [], stamp(r.id)));
}

export async function findRound(db: Db, id: string): Promise<Round | null> {
  const [row] = await db.select().from(rounds).where(eq(rounds.id, id));
  if (!row) return null;
  const [firedBy, stamp] = await Promise.all([
    weaponsByCaliber(db, row.caliber ? [row.caliber] : []),
    editStamps(db, 'ammo', [id]),
  ]);
  return toRound(row, (row.caliber && firedBy.get(row.caliber)) || [], stamp(id));
}

/** Body armour first, then helmets, each by protection level then durability. */
export async function listArmor(db: Db): Promise<ArmorPiece[]> {
  const rows = await db
    .select()
    .from(armorPieces)
    .orderBy(
      asc(armorPieces.type),
      asc(armorPieces.protection_level),
      asc(armorPieces.durability),
      asc(armorPieces.id),
    );
  const stamp = await editStamps(
    db,
    'armor',
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPiece(r, stamp(r.id)));
}

export async function findArmorPiece(db: Db, id: string): Promise<ArmorPiece | null> {
  const [row] = await db.select().from(armorPieces).where(eq(armorPieces.id, id));
  return row ? toPiece(row, (await editStamps(db, 'armor', [id]))(id)) : null;
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
    object_id: m.objectId,
    ...engineFigures(w, m),
  }));
}

/**
 * The figures the TTK engine reads of a weapon: its row's damage and fire rate, its model's rest.
 * A missing damage or fire rate stays null, and the engine answers "not modelled".
 */
export function engineFigures(w: typeof weapons.$inferSelect, m: typeof weaponModels.$inferSelect) {
  return {
    damage: w.damage,
    fire_rate: w.fireRate,
    caliber: m.caliber,
    armor_damage: m.armorDamage,
    zone_multipliers: m.zoneMultipliers as WeaponModelRead['zone_multipliers'],
    range_bands: m.rangeBands as WeaponModelRead['range_bands'],
  };
}

/** The id of every round and piece, for the sitemap (a page's title comes from its own read). */
export async function listGearHeads(db: Db) {
  const [roundRows, pieceRows] = await Promise.all([
    db.select({ id: rounds.id }).from(rounds).orderBy(asc(rounds.id)),
    db.select({ id: armorPieces.id }).from(armorPieces).orderBy(asc(armorPieces.id)),
  ]);
  return { rounds: roundRows, pieces: pieceRows };
}

/**
 * The rounds and armour the engine needs to work out the weapons' preset TTK figures (the weapons'
 * damage models come with their rows).
 */
export async function loadTtkGear(db: Db) {
  const [roundRows, pieceRows] = await Promise.all([db.select().from(rounds), db.select().from(armorPieces)]);
  return { rounds: roundRows, armor: pieceRows };
}

/** Rounds and armour pieces share their price, source and time columns. */
export type GearTable = typeof rounds | typeof armorPieces;

/** The stored row a save compares with, locked until the transaction ends. */
export async function lockRow<T extends GearTable>(tx: Tx, table: T, id: string) {
  const [row] = await tx
    .select()
    .from(table as GearTable)
    .where(eq(table.id, id))
    .for('update');
  return row as T['$inferSelect'] | undefined;
}

export async function updateGearRow<T extends GearTable>(
  tx: Tx,
  table: T,
  id: string,
  fields: Partial<T['$inferInsert']>,
) {
  await tx
    .update(table)
    .set({ ...fields, updated_at: sql`now()` })
    .where(eq(table.id, id));
}
