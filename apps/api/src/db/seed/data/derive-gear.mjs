#!/usr/bin/env node
// Derives gear-data.json: rounds, body armour, helmets and each weapon's damage model (calibre,
// zone multipliers, range bands), the inputs of the TTK engine (docs/ttk-model.md), from our
// copies of the source files. derive.mjs runs this too; the seed only reads gear-data.json.
//   node apps/api/src/db/seed/data/derive-gear.mjs [dir]   (default: ./sources)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = process.argv[2] ?? path.join(here, 'sources');
const read = (name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));

const PRICE_AS_OF = '2026-08-03';
/** A citation without its long commit hashes and file histories: repository @ short commit : file. */
const cite = (s) =>
  s
    .replace(/\b([0-9a-f]{7})[0-9a-f]{33}\b/g, '$1')
    .replace(/ \(file last changed [^)]*\)/g, '')
    .replace(/ \(values unchanged since [^)]*\)/g, '');
const slug = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const rounds = read('ammo.json').map((r) => ({
  // Rounds without a name in Latin letters (the four arrows) go by their official id.
  id: r.name ? slug(r.name) : `round-${r.object_id ?? r.waterbag_id}`,
  name: r.name,
  name_cn: r.name_cn,
  name_is_ours: r.name_basis === 'descriptive',
  caliber: r.caliber,
  object_id: r.object_id,
  rarity: r.rarity ?? null,
  penetration_level: r.penetration_level ?? null,
  flesh_damage_factor: r.flesh_damage_factor ?? null,
  through_factor_armor_one_below: r.through_factor_armor_one_below ?? null,
  through_factor_armor_same_level: r.through_factor_armor_same_level ?? null,
  armor_damage_factor_by_level: r.armor_damage_factor_by_level ?? null,
  hit_multipliers_override: r.hit_multipliers_override ?? null,
  special_model: r.special_model ?? null,
  limited_season: r.limited_season ?? null,
  price: r.price ?? null,
  price_as_of: r.price == null ? null : PRICE_AS_OF,
  sources: (r.source ?? []).map(cite),
}));

const armor = read('armor.json').map((a) => ({
  id: `${a.type}-${a.object_id ?? `wb${a.waterbag_id}`}`,
  name: a.name,
  name_cn: a.name_cn,
  type: a.type,
  object_id: a.object_id,
  protection_level: a.protection_level,
  durability: a.durability,
  durability_like_new: a.durability_like_new ?? null,
  durability_damaged: a.durability_damaged ?? null,
  model_zones: a.model_zones,
  protected_zones: a.protected_zones ?? null,
  weight_kg: a.weight_kg ?? null,
  aim_speed_pct: a.aim_speed_pct ?? null,
  move_speed_pct: a.move_speed_pct ?? null,
  repair_loss_cn: a.repair_loss_cn ?? null,
  repair_efficiency_cn: a.repair_efficiency_cn ?? null,
  price: a.price ?? null,
  price_as_of: a.price == null ? null : PRICE_AS_OF,
  sources: (a.source ?? []).map(cite),
}));

for (const [what, list] of [
  ['round', rounds],
  ['armour', armor],
]) {
  const seen = new Set();
  for (const x of list) {
    if (!x.id || seen.has(x.id)) throw new Error(`${what} id ${JSON.stringify(x.id)} is empty or taken twice`);
    seen.add(x.id);
  }
}

const weapons = Object.fromEntries(
  read('weapons.json').map((w) => [
    w.name,
    {
      object_id: w.object_id ?? null,
      caliber: w.caliber ?? null,
      armor_damage: w.armor_damage ?? null,
      zone_multipliers: w.zone_multipliers ?? null,
      range_bands: w.range_bands ?? null,
    },
  ]),
);

const out = {
  about:
    'Rounds, armour and weapon damage models for the TTK engine, derived by derive-gear.mjs from ./sources. See docs/ttk-model.md.',
  model_as_of: '2026-05-21',
  rounds,
  armor,
  weapons,
};
const target = path.join(here, 'gear-data.json');
fs.writeFileSync(target, JSON.stringify(out) + '\n');
console.log(`wrote ${target} (${fs.statSync(target).size} bytes)`);
