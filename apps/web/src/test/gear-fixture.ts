// The API's gear reads built from the data files the database is seeded from, so page tests check
// the engine's real figures, not numbers written by hand.
import type { ArmorPiece, Round, WeaponListItem, WeaponModelRead } from '@dfwiki/shared';
import gearFile from '../../../api/src/db/seed/data/gear-data.json';
import gameFile from '../../../api/src/db/seed/data/game-data.json';

const AT = '2026-11-01T10:00:00.000Z';
const stats = gameFile.weapon_stats.weapons as unknown as Record<
  string,
  { category: string; damage: number; fire_rate: number }
>;
const models = gearFile.weapons as Record<
  string,
  Omit<WeaponModelRead, 'slug' | 'name' | 'category' | 'damage' | 'fire_rate'>
>;

export const fixtureSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const GEAR_ROUNDS = gearFile.rounds.map((r) => ({
  ...r,
  updated_at: AT,
  weapons: [],
})) as unknown as Round[];
export const GEAR_ARMOR = gearFile.armor.map((a) => ({ ...a, updated_at: AT })) as unknown as ArmorPiece[];

/** The model read of the named weapons (those the data file has a model for). */
export const gearModels = (names: string[]): WeaponModelRead[] =>
  names.flatMap((name) => {
    const s = stats[name];
    const m = models[name];
    if (!s || !m?.caliber) return [];
    return [
      { ...m, slug: fixtureSlug(name), name, category: s.category, damage: s.damage, fire_rate: s.fire_rate },
    ];
  });

/** A list weapon of the data file by name, without the figures the TTK page works out itself. */
export const listWeapon = (id: number, name: string) =>
  ({
    id,
    slug: fixtureSlug(name),
    name,
    category: { id: 1, name: stats[name]!.category },
    category_id: 1,
    tier: 'A',
    description: '',
    image_url: null,
    is_new: false,
    notes: '',
    views: 0,
    ttk_values: [],
    tags: [],
    updated_at: AT,
    builds: [],
  }) as unknown as WeaponListItem;
