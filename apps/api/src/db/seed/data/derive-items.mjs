#!/usr/bin/env node
// Derives items-data.json: every item of the market snapshot (sources/items.json), wear states
// folded into one item, with our English name, and each state's daily price series from
// sources/item-price-history.json. The seed and `db:import -- --sourced` read only items-data.json.
//   node apps/api/src/db/seed/data/derive-items.mjs
// English names: the wiki's own names where it already has one (weapons, keycards, storage,
// rounds), else our translation in item-names.json (name_cn → name). Every name is marked ours.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const read = (file) => JSON.parse(fs.readFileSync(path.join(here, file), 'utf8'));

const snapshot = read('sources/items.json');
const history = read('sources/item-price-history.json');
const translations = read('item-names.json');

/** A citation without its long commit hashes and file histories: repository @ short commit : file. */
const cite = (s) =>
  s
    .replace(/\b([0-9a-f]{7})[0-9a-f]{33}\b/g, '$1')
    .replace(/ \(file last changed [^)]*\)/g, '')
    .replace(/ \(values unchanged since [^)]*\)/g, '');

// Names the wiki already gives these things, by Chinese client name.
const known = new Map();
for (const w of read('sources/weapons.json')) if (w.name) known.set(w.name_cn, w.name);
for (const m of read('keycards.json').maps) for (const k of m.keycards) if (k.name) known.set(k.name_cn, k.name);
const storage = JSON.parse(
  fs.readFileSync(path.join(here, '../../../../../../packages/shared/src/data/storage-items.json'), 'utf8'),
);
for (const s of storage.items) if (s.name) known.set(s.name_cn, s.name);
for (const r of read('gear-data.json').rounds) if (r.name) known.set(r.name_cn, r.name);

const WEAR = { 全新: 'new', 几乎全新: 'almost_new', 破损: 'worn' };
const WEAR_ORDER = ['', 'new', 'almost_new', 'worn'];
const baseName = (nameCn) => nameCn.replace(/（(全新|几乎全新|破损)）$/, '');
const isLatin = (s) => /^[\x20-\x7e]+$/.test(s);

function englishName(nameCn) {
  const name = known.get(nameCn) ?? translations[nameCn] ?? (isLatin(nameCn) ? nameCn : null);
  if (!name) throw new Error(`No English name for ${nameCn}: add it to item-names.json`);
  return name;
}

const slugOf = (s) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The snapshot's market block, or null where it has no market price (never the base price). */
const market = (m) =>
  m && m.price != null
    ? {
        price: m.price,
        as_of: m.as_of,
        yesterday_avg: m.yesterday_avg ?? null,
        yesterday_low: m.yesterday_low ?? null,
        yesterday_high: m.yesterday_high ?? null,
        seven_day_low: m.seven_day_low ?? null,
        seven_day_high: m.seven_day_high ?? null,
      }
    : null;

const groups = new Map();
for (const item of snapshot.items) {
  const list = groups.get(item.base_object_id) ?? groups.set(item.base_object_id, []).get(item.base_object_id);
  list.push(item);
}

const slugs = new Set();
// Each item names its sources by their place in one list: the same few citations repeat 1,449 times.
const sourceList = [];
const sourceIndex = (s) => {
  const cited = cite(s);
  const at = sourceList.indexOf(cited);
  return at >= 0 ? at : sourceList.push(cited) - 1;
};
const items = [...groups.values()].map((entries) => {
  entries.sort((a, b) => WEAR_ORDER.indexOf(WEAR[a.wear] ?? '') - WEAR_ORDER.indexOf(WEAR[b.wear] ?? ''));
  // The plain entry (no wear) carries the item's facts; a wear-only item takes them from its first state.
  const first = entries[0];
  const nameCn = baseName(first.name_cn);
  const name = englishName(nameCn);
  let slug = slugOf(name) || `item-${first.base_object_id}`;
  if (slugs.has(slug)) slug = `${slug}-${first.base_object_id}`;
  slugs.add(slug);
  const sources = [...new Set(entries.flatMap((e) => (Array.isArray(e.source) ? e.source : [e.source])))];
  return {
    object_id: first.base_object_id,
    slug,
    name,
    name_cn: nameCn,
    category: first.category,
    subcategory: first.subcategory,
    subcategory_cn: first.subcategory_cn ?? null,
    grade: first.grade ?? null,
    width: first.width ?? null,
    length: first.length ?? null,
    weight_kg: first.weight_kg ?? null,
    weight_source: first.weight_source ?? null,
    collectible_type_cn: first.collectible_type_cn ?? null,
    found_in: first.found_in ?? null,
    sources: sources.map(sourceIndex),
    variants: entries.map((e) => ({
      wear: WEAR[e.wear] ?? '',
      object_id: e.object_id,
      name_cn: e.name_cn,
      base_price: e.base_price ?? null,
      market: market(e.market),
    })),
  };
});

// Daily series by snapshot object id: the history names items in Chinese, with the wear bracket
// written `名 (几乎全新)`; the snapshot writes `名（几乎全新）`.
const unify = (s) => s.replace(/\s*[(（]\s*/g, '（').replace(/\s*[)）]\s*/g, '）').replace(/\s+/g, '').toLowerCase();
const byName = new Map(snapshot.items.map((i) => [unify(i.name_cn), i.object_id]));
const day0 = Date.parse(`${history.first_day}T00:00:00Z`);
const dayIndex = (day) => Math.round((Date.parse(`${day}T00:00:00Z`) - day0) / 86_400_000);
const series = {};
let unmatched = 0;
for (const h of history.items) {
  const id = byName.get(unify(h.items_json_name_cn ?? h.name_cn));
  if (!id) {
    unmatched += 1;
    continue;
  }
  // Flat [day index, price, day index, price, …] keeps the file small; 0 prices (as in the source) are kept.
  series[id] = h.series.flatMap(([day, price]) => [dayIndex(day), price]);
}

const out = {
  about:
    'Items of the Operations market snapshot, wear states as one item, with our English names, and each state’s daily price changes. Derived by derive-items.mjs from sources/items.json and sources/item-price-history.json; see docs/data-provenance.md.',
  snapshot: {
    source: cite(snapshot.source.split(' (')[0]),
    as_of: snapshot.as_of,
    currency: snapshot.currency,
  },
  found_in: { source: cite(snapshot.joined_from.jiansenc.split(' (')[0]), as_of: '2024-12-09' },
  history: { source: cite(history.source.split(' (')[0]), first_day: history.first_day, last_day: history.last_day },
  sources: sourceList,
  items,
  series,
};

fs.writeFileSync(path.join(here, 'items-data.json'), JSON.stringify(out));
console.log(
  `items-data.json: ${items.length} items (${snapshot.items.length} listings), ${Object.keys(series).length} series, ${unmatched} history names without an item`,
);
