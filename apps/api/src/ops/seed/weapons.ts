// The sample weapons: sourced facts from game-data.json joined with DF Wiki's own words and
// estimates from weapons-editorial.json (docs/game-data.md says which is which).
//
// - Sourced: category, damage, armour damage, fire rate, muzzle velocity, headshot multiplier
//   (May 2026); range, magazine, recoil, control, stability, hip-fire (Feb 2026, with the figures
//   older sources disagree on), see weapon-base-stats.ts.
// - Ours, and labelled as ours on the pages: the texts, tags, the "new" flag, the estimates where no
//   source has a figure (reload time, armour penetration, mobility, accuracy, handling; the base
//   stats of weapons the base-stats file lacks).
// Texts quote sourced figures as {damage}, {fire_rate}… so they follow the data.
import { gameData } from './game-data';
import type { SeedWeapon } from './types';
import { editorial, type EditorialWeapon } from './weapons-editorial';
import { olderFigures, sourcedBaseStatColumns, sourcedMagazine } from './weapon-base-stats';

const stats = gameData.weapon_stats;
const factsByName: Partial<typeof stats.weapons> = stats.weapons;
const namesCn: Partial<typeof stats.names_cn> = stats.names_cn;

/** Fills {figure} placeholders; a placeholder without a sourced figure is a mistake in the text. */
export function fillFigures(
  text: string,
  figures: Record<string, number | string | null>,
  slug: string,
): string {
  return text.replace(/\{([a-z_]+)\}/g, (_, key: string) => {
    const value = figures[key];
    if (value === undefined || value === null)
      throw new Error(`weapons-editorial.json: '${slug}' quotes {${key}}, which has no sourced figure`);
    return String(value);
  });
}

/** "2.0x", "2.32x": as players write multipliers. */
const multiplier = (value: number) => (Number.isInteger(value) ? value.toFixed(1) : String(value));

function estimated(w: EditorialWeapon, stat: 'range' | 'capacity' | 'control' | 'stability'): number {
  const value = w.estimates[stat];
  if (value === undefined)
    throw new Error(`weapons-editorial.json: '${w.slug}' needs an estimate of ${stat}`);
  return value;
}

/** Range, magazine and the ratings: the source's where it has them, else our estimates. */
function baseStats(w: EditorialWeapon) {
  const sourced = sourcedBaseStatColumns(w.name);
  if (sourced)
    return {
      range: sourced.range,
      capacity: sourced.capacity,
      control: sourced.control,
      stability: sourced.stability,
      recoil: sourced.recoil,
      hip_fire: sourced.hipFire,
      base_stats_source: sourced.baseStatsSource,
      base_stats_as_of: sourced.baseStatsAsOf,
    };
  return {
    range: estimated(w, 'range'),
    capacity: sourcedMagazine(w.name) ?? estimated(w, 'capacity'),
    control: estimated(w, 'control'),
    stability: estimated(w, 'stability'),
    recoil: null,
    hip_fire: null,
    base_stats_source: null,
    base_stats_as_of: null,
  };
}

function seedWeapon(w: EditorialWeapon) {
  const facts = factsByName[w.name];
  if (!facts) throw new Error(`weapons-editorial.json: no sourced facts for '${w.name}'`);
  const base = baseStats(w);
  const figures = {
    damage: facts.damage,
    armor_damage: facts.armor_damage,
    fire_rate: facts.fire_rate,
    muzzle_velocity: facts.muzzle_velocity,
    headshot: facts.headshot_multiplier === null ? null : multiplier(facts.headshot_multiplier),
    capacity: base.base_stats_source ? base.capacity : sourcedMagazine(w.name),
  };
  const fill = (text: string) => fillFigures(text, figures, w.slug);
  const sourced = facts.damage !== null;
  const fire = {
    damage: facts.damage,
    armor_damage: facts.armor_damage ?? 0,
    fire_rate: facts.fire_rate,
    muzzle_velocity: facts.muzzle_velocity ?? 0,
    headshot_multiplier: facts.headshot_multiplier ?? undefined,
  };
  return {
    slug: w.slug,
    name: w.name,
    category: facts.category,
    is_new: w.is_new ?? false,
    description: fill(w.description),
    overview: fill(w.overview),
    notes: fill(w.notes),
    pros: w.pros.map(fill),
    cons: w.cons.map(fill),
    tags: w.tags,
    ...fire,
    ...base,
    older_figures: olderFigures(w.name),
    reload_time: w.estimates.reload_time,
    armor_pen: w.estimates.armor_pen,
    mobility: w.estimates.mobility,
    accuracy: w.estimates.accuracy,
    handling: w.estimates.handling,
    name_cn: namesCn[w.name] ?? null,
    stats_source: sourced ? stats.source : null,
    stats_as_of: sourced ? stats.as_of : null,
    updated_at: `${w.edited_at ?? editorial.edited_at}T12:00:00.000Z`,
  };
}

// No rating is stored: a weapon's rating is its TTK tier, worked out on read (docs/product.md). The
// tags, Meta among them, are the editors' own.
export const SEED_WEAPONS: SeedWeapon[] = editorial.weapons.map(seedWeapon);
