#!/usr/bin/env node
// Derives game-data.json (the compact, cited game facts the seed loads) from the compiled source
// files described in docs/game-data.md. Run it again when those files change:
//   node apps/api/src/db/seed/data/derive.mjs <dir with price-history.json, keycard-areas.json, …>
// The seed itself only reads game-data.json, so the repository stands on its own.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: derive.mjs <source data dir>');
  process.exit(2);
}
const read = (name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
const history = read('price-history.json');
const areas = read('keycard-areas.json');
const keycards = read('keycards.json');
const storage = read('storage.json');
const weapons = read('weapons.json');
const codes = read('build-codes.json');

const SNAPSHOT_DATE = '2026-08-03';
const SNAPSHOT_SOURCE =
  'github.com/hxj-2888/delta-force-price-query @ 055d9b3 : data/metadata.json (ShopSellType[2], 2026-08-03)';
const KEY_CLASS = '钥匙';
const ITEM_CLASSES = { 背包: 'storage', 胸挂: 'storage' }; // every other non-key class is a weapon

// Keys: one shared day axis, one price (or null for a day without a value) per day and key.
const keyItems = history.items.filter((i) => i.class_cn === KEY_CLASS);
const days = [...new Set(keyItems.flatMap((i) => i.series.map(([d]) => d)))].sort();
const series = Object.fromEntries(
  keyItems.map((i) => {
    const byDay = new Map(i.series);
    return [i.name_cn, days.map((d) => byDay.get(d) ?? null)];
  }),
);
const usedDays = new Set(history.items.flatMap((i) => i.series.map(([d]) => d)));

/** Newest sourced price of a non-key item: the snapshot where it has one, else the series' last day. */
function latest(nameCn, snapshotPrice) {
  if (snapshotPrice) return { price: snapshotPrice, as_of: SNAPSHOT_DATE, source: SNAPSHOT_SOURCE };
  const item = history.items.find((i) => i.name_cn === nameCn);
  const last = item?.series.at(-1);
  if (!last) return null;
  return { price: last[1], as_of: last[0], source: `${history.source}, commit ${history.commits[last[0]]}` };
}

const itemPrices = { storage: {}, weapon: {} };
for (const s of storage) {
  const p = latest(s.name_cn, s.price);
  if (p) itemPrices.storage[s.name_cn] = p;
}
for (const w of weapons) {
  const p = latest(w.name_cn, w.price_snapshot);
  if (p) itemPrices.weapon[w.name_cn] = { name: w.name, ...p };
}
// Series of backpacks, chest rigs and weapons that are not in the item lists above still count.
for (const i of history.items) {
  if (i.class_cn === KEY_CLASS) continue;
  const kind = ITEM_CLASSES[i.class_cn] ?? 'weapon';
  itemPrices[kind][i.name_cn] ??= latest(i.name_cn, null);
}

// The area list spells two keys differently from the client names used everywhere else.
const AREA_ALIASES = { 总裁会客厅: '总裁室会客厅', 黑室服务器: '黑室服务器室' };
const uses = Object.fromEntries(
  keycards.filter((k) => k.uses_durability).map((k) => [k.name_cn, k.uses_durability]),
);

const out = {
  about:
    'Cited Delta Force facts for the DF Wiki seed, derived by derive.mjs. Prices in Havoc coins. See docs/game-data.md.',
  key_prices: {
    source: history.source,
    about: history.about,
    commits: Object.fromEntries(Object.entries(history.commits).filter(([d]) => usedDays.has(d))),
    days,
    series,
  },
  snapshot: {
    date: SNAPSHOT_DATE,
    source: SNAPSHOT_SOURCE,
    keycards: Object.fromEntries(keycards.filter((k) => k.price).map((k) => [k.name_cn, k.price])),
  },
  areas: {
    source: areas.source,
    maps: Object.fromEntries(Object.entries(areas.maps).map(([m, v]) => [m, v.difficulties_cn])),
    keycards: Object.fromEntries(
      areas.keycards.map((k) => [
        AREA_ALIASES[k.name_cn] ?? k.name_cn,
        { map_cn: k.map_cn, area_cn: k.area_cn, uses: k.uses_durability },
      ]),
    ),
  },
  /** Number of uses of keys the area list lacks (keycards.json; jiansenc 2024-12). */
  uses: {
    source: 'github.com/jiansenc/DeltaForceData @ 669981e : public/json/props/key.json (2024-12-09)',
    keycards: uses,
  },
  item_prices: itemPrices,
  weapon_stats: {
    as_of: '2026-05-21',
    source:
      'github.com/WaterBag/DeltaForce-PTTK-Website @ 9db1b89 : frontend/public/data/firefight/weapons.json (Operations data, 2026-05-21)',
    names_cn: Object.fromEntries(weapons.map((w) => [w.name, w.name_cn])),
    with_stats: weapons.filter((w) => w.damage != null).map((w) => w.name),
  },
  build_codes: {
    source: codes[0].source.replace(/ \(tab.*$/, ''),
    codes: Object.fromEntries(codes.map((c) => [c.code, c.weapon])),
  },
};

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'game-data.json');
fs.writeFileSync(target, JSON.stringify(out) + '\n');
console.log(`wrote ${target} (${fs.statSync(target).size} bytes)`);
