// The engine's gold-preset chest TTK of a sample weapon, which the seed's tests check.
import { RATING_VIEW, presetTtkValues, ttkFor } from '@dfwiki/shared';
import { gear } from './load-gear';

/** The gold preset's chest TTK of a sample weapon from the data file's model; null when not modelled. */
export function chestGold(w: {
  name: string;
  category: string;
  damage: number | null;
  fire_rate: number | null;
}): number | null {
  const model = gear.weapons[w.name];
  const values = presetTtkValues(
    model ? { ...model, category: w.category, damage: w.damage, fire_rate: w.fire_rate } : null,
    gear,
  );
  return ttkFor({ ttk_values: values }, RATING_VIEW.ammo, RATING_VIEW.target);
}
