// Our tier of a sample weapon, ranked from the engine's gold-preset chest TTK (seed/weapons.ts).
import { presetTtkValues } from '@dfwiki/shared';
import type { Tier } from './types';
import { gear } from './load-gear';

/** The gold preset's chest TTK of a sample weapon from the data file's model; 0 when not modelled. */
export function chestGold(w: {
  name: string;
  category: string;
  damage: number | null;
  fire_rate: number | null;
}): number {
  const model = gear.weapons[w.name];
  const values = presetTtkValues(
    model ? { ...model, category: w.category, damage: w.damage ?? 0, fire_rate: w.fire_rate ?? 0 } : null,
    gear,
  );
  return values.find((t) => t.ammo_type === 'yellow' && t.target_area === 'chest')!.ttk_value;
}

/**
 * Our tier from the gold-armour chest TTK, ranked across the whole list: the share of weapons that
 * are strictly faster decides the letter (S < 15%, A < 40%, B < 65%, C < 85%, else D), so equal
 * TTKs get equal tiers. Weapons without a TTK (not modelled) get C.
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
