// The derived TTK figures of a sample weapon and our tier, ranked from them (seed/weapons.ts).
import { deriveTtk } from '@dfwiki/shared';
import type { SeedTtk, Tier } from './types';

const TTK_CASES = [
  ['yellow', 'chest'],
  ['yellow', 'head'],
  ['blue', 'chest'],
  ['blue', 'head'],
] as const;

type TtkFacts = Parameters<typeof deriveTtk>[0];
export const ttkFor = (w: TtkFacts): SeedTtk[] =>
  TTK_CASES.map(([ammo_type, target_area]) => ({
    ammo_type,
    target_area,
    ttk_value: deriveTtk(w, ammo_type, target_area),
  }));

export const chestGold = (ttk: SeedTtk[]): number =>
  ttk.find((t) => t.ammo_type === 'yellow' && t.target_area === 'chest')?.ttk_value ?? 0;

/**
 * Our tier from the gold-armour chest TTK, ranked across the whole list: the share of weapons that
 * are strictly faster decides the letter (S < 15%, A < 40%, B < 65%, C < 85%, else D), so equal
 * TTKs get equal tiers. Weapons without a TTK (no sourced damage) get C.
 */
export function assignTier(value: number, all: number[]): Tier {
  if (value <= 0) return 'C';
  const faster = all.filter((v) => v < value).length / all.length;
  if (faster < 0.15) return 'S';
  if (faster < 0.4) return 'A';
  if (faster < 0.65) return 'B';
  if (faster < 0.85) return 'C';
  return 'D';
}
