#!/usr/bin/env node
// Derives gear-data.json: rounds, body armour, helmets and each weapon's damage model (calibre,
// zone multipliers, range bands), the inputs of the TTK engine (docs/ttk-model.md), from our
// copies of the source files. derive.mjs runs this too; the seed only reads gear-data.json.
//   node apps/api/src/db/seed/data/derive-gear.mjs [dir]   (default: ./sources)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { marketPrices } from './market-prices.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = process.argv[2] ?? path.join(here, 'sources');
const read = (name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));

// Prices are the market snapshot's (market-prices.mjs), by the game's object id; the source files'
// own `price` (hxj, 2026-08-03) is an instant-sell figure and is not used.
const market = marketPrices(dir);
/** A citation without its long commit hashes and file histories: repository @ short commit : file. */
const cite = (s) =>
  s
    .replace(/\b([0-9a-f]{7})[0-9a-f]{33}\b/g, '$1')
    .replace(/ \(file last changed [^)]*\)/g, '')
    .replace(/ \(values unchanged since [^)]*\)/g, '');
/** The `keys` of a source row, each null where the source leaves it out. */
const orNull = (row, keys) => Object.fromEntries(keys.map((k) => [k, row[k] ?? null]));
/** A round's or piece's price, the day prices were read, and its shortened citations. */
const pricedAndCited = (row) => {
  const p = market.byObjectId(row.object_id) ?? (row.name_cn ? market.byName(row.name_cn) : null);
  return {
    price: p?.price ?? null,
    price_as_of: p?.as_of ?? null,
    sources: [...(row.source ?? []).map(cite), ...(p ? [p.source] : [])],
  };
};
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
  ...orNull(r, [
    'rarity',
    'penetration_level',
    'flesh_damage_factor',
    'through_factor_armor_one_below',
    'through_factor_armor_same_level',
    'armor_damage_factor_by_level',
    'hit_multipliers_override',
    'special_model',
    'limited_season',
  ]),
  ...pricedAndCited(r),
}));

const armor = read('armor.json').map((a) => ({
  id: `${a.type}-${a.object_id ?? `wb${a.waterbag_id}`}`,
  name: a.name,
  name_cn: a.name_cn,
  type: a.type,
  object_id: a.object_id,
  protection_level: a.protection_level,
  durability: a.durability,
  ...orNull(a, ['durability_like_new', 'durability_damaged']),
  model_zones: a.model_zones,
  ...orNull(a, [
    'protected_zones',
    'weight_kg',
    'aim_speed_pct',
    'move_speed_pct',
    'repair_loss_cn',
    'repair_efficiency_cn',
  ]),
  ...pricedAndCited(a),
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
    orNull(w, ['object_id', 'caliber', 'armor_damage', 'zone_multipliers', 'range_bands']),
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
