#!/usr/bin/env node
// Derives game-data.json (the compact, cited game facts the seed loads) from the compiled source
// files described in docs/game-data.md. Run it again when those files change:
//   node apps/api/src/db/seed/data/derive.mjs [dir]   (default: ./sources, our copies of those files)
// The seed itself only reads game-data.json; the data tests compare the database with ./sources.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { marketPrices } from './market-prices.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = process.argv[2] ?? path.join(here, 'sources');
const read = (name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
const history = read('price-history.json');
const areas = read('keycard-areas.json');
const keycards = read('keycards.json');
const storage = read('storage.json');
const weapons = read('weapons.json');
const codes = read('build-codes.json');
const rotation = read('map-rotation.json');
const weaponStats = read('weapon-stats.json');

// The newest price of keys, storage and weapons: the market snapshot's market price (market-prices.mjs).
const market = marketPrices(dir);
const SNAPSHOT_DATE = '2026-08-02';
const SNAPSHOT_SOURCE = market.source;
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

/** Newest sourced price of a non-key item: the market snapshot where it has one, else the series' last day. */
function latest(nameCn) {
  const snapshot = market.byName(nameCn);
  if (snapshot) return snapshot;
  const item = history.items.find((i) => i.name_cn === nameCn);
  const last = item?.series.at(-1);
  if (!last) return null;
  return { price: last[1], as_of: last[0], source: `${history.source}, commit ${history.commits[last[0]]}` };
}

const itemPrices = { storage: {}, weapon: {} };
for (const s of storage) {
  const p = latest(s.name_cn);
  if (p) itemPrices.storage[s.name_cn] = p;
}
for (const w of weapons) {
  const p = latest(w.name_cn);
  if (p) itemPrices.weapon[w.name_cn] = { name: w.name, ...p };
}
// Series of backpacks, chest rigs and weapons that are not in the item lists above still count.
for (const i of history.items) {
  if (i.class_cn === KEY_CLASS) continue;
  const kind = ITEM_CLASSES[i.class_cn] ?? 'weapon';
  itemPrices[kind][i.name_cn] ??= latest(i.name_cn);
}

// The area list spells two keys differently from the client names used everywhere else.
const AREA_ALIASES = { 总裁会客厅: '总裁室会客厅', 黑室服务器: '黑室服务器室' };
// A key may be listed once per area its rooms are in (员工通道: two staff passages); keep every
// area, in the file's order, joined with the Chinese list comma (areaName in @dfwiki/shared splits it).
const AREA_LIST_SEPARATOR = '、';
const keyAreas = {};
for (const k of areas.keycards) {
  const name = AREA_ALIASES[k.name_cn] ?? k.name_cn;
  const known = keyAreas[name];
  if (known?.area_cn && k.area_cn && !known.area_cn.split(AREA_LIST_SEPARATOR).includes(k.area_cn))
    known.area_cn += AREA_LIST_SEPARATOR + k.area_cn;
  else keyAreas[name] ??= { map_cn: k.map_cn, area_cn: k.area_cn, uses: k.uses_durability };
}
const uses = Object.fromEntries(
  keycards.filter((k) => k.uses_durability).map((k) => [k.name_cn, k.uses_durability]),
);

// ---------- map rotation ----------
// The source spells its new map "AZ3" in the schedule and "AZ3 Nuclear Power Plant" in full.
const MAP_NAMES = ['Zero Dam', 'Layali Grove', 'Space City', 'Brakkesh', 'Tide Prison', 'AZ3'];
const DIFFICULTIES = ['Easy', 'Normal', 'Hard'];
const fullMapName = (map) => (map === 'AZ3' ? rotation.new_map.name_en_in_source : map);

/** 'Layali Grove Easy (Solo)' → { map, difficulty: 'Easy', tags: ['Solo'] } (history entries). */
function parseEntry(text) {
  const map = MAP_NAMES.find((m) => text.startsWith(`${m} `) || text === m);
  if (!map) throw new Error(`unknown map in rotation entry: ${text}`);
  const rest = text.slice(map.length).trim();
  const tags = [...rest.matchAll(/\(([^)]+)\)/g)].map((m) => m[1]);
  const words = rest.replace(/\([^)]*\)/g, '').trim();
  const difficulty = DIFFICULTIES.includes(words) ? words : null;
  if (words && !difficulty) tags.unshift(words); // e.g. 'Solo Queue', 'Sinkpoint', 'Adaptation'
  return { map: fullMapName(map), difficulty, tags };
}
const entry = (e) => ({ map: fullMapName(e.map), difficulty: e.difficulty ?? null, tags: e.tags ?? [] });
/** Two sets that swap every 2 hours from 00:00 UTC, as one list per UTC hour. */
const hoursFromSets = (sets) =>
  Array.from({ length: 24 }, (_, h) => sets[Math.floor(h / 2) % sets.length].map(parseEntry));
const commitDate = (iso) => iso.slice(0, 10);
const repository = rotation.source.split(' @ ')[0];

const rotationVersions = rotation.history.map((h) => ({
  label: h.label,
  source: `${repository} @ ${h.commit.slice(0, 7)} : rotation.json (transcribed from ${h.transcribed_from})`,
  source_date: commitDate(h.date),
  schedule: {
    always_open: h.always_open.map(parseEntry),
    hours: hoursFromSets(h.rotating_sets_every_2h),
    weekend_note: h.weekend_fri_sun_sets.length
      ? `Friday to Sunday also: ${h.weekend_fri_sun_sets.map((set) => set.join(' + ')).join(', then ')}`
      : null,
    new_map: null,
  },
}));
// The newest version comes from the source's own hour-by-hour table, with the new map named.
const newest = rotationVersions.at(-1);
newest.source = rotation.source;
newest.source_date = rotation.source_date;
newest.schedule = {
  always_open: rotation.always_open.map(entry),
  hours: rotation.hourly_utc.map((h) => h.open.map(entry)),
  weekend_note: null,
  new_map: { map: rotation.new_map.name_en_in_source, season: rotation.new_map.season },
};

// ---------- weapon base stats ----------
const BASE_STATS = ['range', 'recoil', 'control', 'stability', 'hip_fire', 'magazine'];
const OLDER_STATS = { damage: 'damage', armor_damage: 'armor_damage', fire_rate_rpm: 'fire_rate', muzzle_velocity: 'muzzle_velocity', magazine: 'capacity' };
const statsSource = `${weaponStats.source}`;
const apiCopy = (w) => w.stats_2024_12;

/**
 * Figures another source gives that are not the ones shown: the Dec 2024 official item API copy
 * against the newer sources, and this base-stats file against WaterBag's May 2026 damage figures.
 */
function olderFigures(w, base) {
  const out = [];
  const shown = { damage: w.damage, armor_damage: w.armor_damage, fire_rate_rpm: w.fire_rate_rpm, muzzle_velocity: w.muzzle_velocity, magazine: base?.magazine ?? w.magazine };
  for (const [key, stat] of Object.entries(OLDER_STATS)) {
    const inBase = base?.differs_from_weapons_json?.[key]?.this_source;
    if (key !== 'magazine' && typeof inBase === 'number' && inBase !== shown[key])
      out.push({ stat, value: inBase, as_of: weaponStats.source_date, source: statsSource });
    const old = apiCopy(w)?.[key];
    if (typeof old === 'number' && shown[key] != null && old !== shown[key])
      out.push({ stat, value: old, as_of: '2024-12-09', source: apiCopy(w).source });
  }
  return out;
}
const baseByName = new Map(weaponStats.weapons.map((b) => [b.name, b]));
const weaponBaseStats = Object.fromEntries(
  weapons.map((w) => {
    const base = baseByName.get(w.name);
    const stats = base ? Object.fromEntries(BASE_STATS.map((k) => [k, base[k]])) : null;
    // Without a base-stats entry, the Dec 2024 magazine is still a sourced figure.
    const magazine = base?.magazine ?? w.magazine ?? null;
    const magazine_source = base ? statsSource : w.magazine != null ? apiCopy(w)?.source ?? null : null;
    const magazine_as_of = base ? weaponStats.source_date : w.magazine != null ? '2024-12-09' : null;
    return [w.name, { stats, magazine, magazine_source, magazine_as_of, older: olderFigures(w, base), notes: base?.note ?? [] }];
  }),
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
    keycards: Object.fromEntries(
      keycards.flatMap((k) => {
        const p = market.byName(k.name_cn);
        return p ? [[k.name_cn, p.price]] : [];
      }),
    ),
  },
  areas: {
    source: areas.source,
    maps: Object.fromEntries(Object.entries(areas.maps).map(([m, v]) => [m, v.difficulties_cn])),
    keycards: keyAreas,
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
    // The figures the seed and the TTK model use (null where the source has none).
    weapons: Object.fromEntries(
      weapons.map((w) => [
        w.name,
        {
          category: w.category,
          damage: w.damage ?? null,
          armor_damage: w.armor_damage ?? null,
          fire_rate: w.fire_rate_rpm ?? null,
          muzzle_velocity: w.muzzle_velocity ?? null,
          headshot_multiplier: w.headshot_multiplier || null,
        },
      ]),
    ),
  },
  rotation: { versions: rotationVersions },
  weapon_base_stats: { source: statsSource, as_of: weaponStats.source_date, weapons: weaponBaseStats },
  build_codes: {
    source: codes[0].source.replace(/ \(tab.*$/, ''),
    codes: Object.fromEntries(codes.map((c) => [c.code, c.weapon])),
  },
};

const target = path.join(here, 'game-data.json');
fs.writeFileSync(target, JSON.stringify(out) + '\n');
console.log(`wrote ${target} (${fs.statSync(target).size} bytes)`);
