// Rounds, armour pieces and weapon damage models as the API answers them, for the page tests.
import type { ReactElement } from 'react';
import type { ArmorPiece, Round, WeaponModelRead } from '@dfwiki/shared';
import { renderPage, serveApi } from './render-page';

const factors = (v: number) => ({ '1': v, '2': v, '3': v, '4': v + 0.1, '5': v + 0.2, '6': v + 0.3 });

export const round = (id: string, extra: Partial<Round> = {}): Round => ({
  id,
  name: id.toUpperCase(),
  name_cn: null,
  name_is_ours: false,
  caliber: '9x19mm',
  object_id: null,
  rarity: 'blue',
  penetration_level: 3,
  flesh_damage_factor: 1,
  through_factor_armor_one_below: 0.75,
  through_factor_armor_same_level: 0.5,
  armor_damage_factor_by_level: factors(0.9),
  hit_multipliers_override: null,
  special_model: null,
  limited_season: null,
  price: 1200,
  price_as_of: '2026-08-03',
  model_as_of: '2026-05-21',
  sources: ['Source A : ammo.json', 'Source B : bullets.json'],
  updated_at: '2026-11-01T10:00:00Z',
  version: 0,
  last_edited_at: null,
  weapons: [{ slug: 'mp5', name: 'MP5' }],
  ...extra,
});

export const piece = (id: string, extra: Partial<ArmorPiece> = {}): ArmorPiece => ({
  id,
  name: null,
  name_cn: '摩托马甲',
  type: 'body',
  object_id: null,
  protection_level: 1,
  durability: 20,
  durability_like_new: 17,
  durability_damaged: 14,
  model_zones: ['chest'],
  protected_zones: ['chest', 'abdomen'],
  weight_kg: 2.44,
  aim_speed_pct: -8,
  move_speed_pct: null,
  repair_loss_cn: '中',
  repair_efficiency_cn: '高',
  price: 1929,
  price_as_of: '2026-08-03',
  model_as_of: '2026-05-21',
  sources: ['Source C : armors.json'],
  updated_at: '2026-11-01T10:00:00Z',
  version: 0,
  last_edited_at: null,
  ...extra,
});

export const weaponModel = (slug: string, extra: Partial<WeaponModelRead> = {}): WeaponModelRead => ({
  slug,
  name: slug.toUpperCase(),
  category: 'Submachine Gun',
  object_id: null,
  damage: 25,
  fire_rate: 600,
  caliber: '9x19mm',
  armor_damage: 20,
  zone_multipliers: { head: 2, chest: 1, abdomen: 0.9, upper_arm: 0.5, forearm: 0.5, thigh: 0.5, calf: 0.5 },
  range_bands: [
    { from_m: 0, to_m: 30, factor: 1 },
    { from_m: 30, to_m: 999, factor: 0.8 },
  ],
  ...extra,
});

/**
 * Serves each of `items` at /{list}/{id}, answered as `{ [field]: item }`, and renders `page` at
 * /wiki/{list}/{id}, its route naming the id `param`.
 */
export function openGearItem(
  page: ReactElement,
  { list, field, param, items }: { list: string; field: string; param: string; items: { id: string }[] },
  id: string,
) {
  serveApi(
    Object.fromEntries(items.map((item) => [`/${list}/${item.id}`, () => ({ data: { [field]: item } })])),
  );
  return renderPage(page, { path: `/wiki/${list}/:${param}`, url: `/wiki/${list}/${id}` });
}
