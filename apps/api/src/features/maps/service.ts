// The maps as the API serves them (docs/maps.md): the wiki's map list with the sourced map facts,
// the wiki's keycards and market items of each key, and the collectibles of each area with the
// figures a loot run is planned by (highest value per slot first). A map without sourced map data
// (one only the rotation names) has its levels from the rotation and nothing else.
import {
  ROTATION_DIFFICULTIES,
  rotationMaps,
  slugify,
  type ItemListEntry,
  type MapArea,
  type MapCollectible,
  type MapDetail,
  type MapKey,
  type MapSummary,
  type RotationDifficulty,
  type RotationSchedule,
} from '@dfwiki/shared';
import type { Db } from '../../db/database';
import { FOUND_IN_AS_OF, itemEntriesWithPlaces } from '../items';
import { keycardsByOriginalName } from '../keycards';
import { listMaps as listMapRows } from '../lookups';
import { currentRotation } from '../rotation';
import { MAP_FACTS, MAP_SOURCE, type MapFacts } from './map-facts';

/** The client's difficulty names and the rotation's levels (the rotation source's own key). */
const LEVEL_OF: Readonly<Record<string, RotationDifficulty>> = { 普通: 'Easy', 机密: 'Normal', 绝密: 'Hard' };

type Place = { map_cn: string; area_cn: string };
type Found = { entry: ItemListEntry; foundIn: Place[] };

const collectible = (e: ItemListEntry): MapCollectible => ({
  slug: e.slug,
  name: e.name,
  name_cn: e.name_cn,
  grade: e.grade,
  slots: e.slots,
  price: e.price,
  price_as_of: e.price_as_of,
  value_per_slot: e.value_per_slot,
});

/** Highest value per slot first, then by price; items without a figure last, by name. */
const byValue = (a: MapCollectible, b: MapCollectible) =>
  (b.value_per_slot ?? -1) - (a.value_per_slot ?? -1) ||
  (b.price ?? -1) - (a.price ?? -1) ||
  a.name.localeCompare(b.name, 'en');

type Fields = Omit<MapSummary, 'id'>;

const collectiblesOf = (map: MapFacts, found: Found[]) =>
  found.filter((f) => f.foundIn.some((p) => p.map_cn === map.name_cn)).length;

function sourcedFields(map: MapFacts, found: Found[]): Fields {
  const listed = collectiblesOf(map, found);
  return {
    slug: slugify(map.name),
    name: map.name,
    name_cn: map.name_cn,
    difficulties: map.difficulties_cn.map((name_cn) => ({ level: LEVEL_OF[name_cn] ?? 'Normal', name_cn })),
    extractions_cn: map.extractions_cn,
    area_count: map.areas.length,
    // A key whose rooms are in two areas is listed under both: counted once.
    key_count: new Set(
      [...map.areas.flatMap((a) => a.keycards), ...(map.keycards_without_area ?? [])].map((k) => k.name_cn),
    ).size,
    collectible_count: listed > 0 ? listed : null,
    has_map_data: true,
  };
}

/** A map without sourced map data: its levels are those the rotation opens, nothing else is known. */
function unsourcedFields(name: string, rotation: RotationSchedule | null): Fields {
  const entries = rotation ? [...rotation.always_open, ...rotation.hours.flat()] : [];
  const levels = new Set(entries.flatMap((e) => (e.map === name && e.difficulty ? [e.difficulty] : [])));
  return {
    slug: slugify(name),
    name,
    name_cn: null,
    difficulties: ROTATION_DIFFICULTIES.filter((l) => levels.has(l)).map((level) => ({
      level,
      name_cn: null,
    })),
    extractions_cn: [],
    area_count: 0,
    key_count: 0,
    collectible_count: null,
    has_map_data: false,
  };
}

const schedule = async (db: Db) => (await currentRotation(db))?.schedule ?? null;

/** The wiki's maps (the list keycards are filed under), each with what the map data says of it. */
export async function listMaps(db: Db): Promise<MapSummary[]> {
  const [rows, found, rotation] = await Promise.all([
    listMapRows(db),
    itemEntriesWithPlaces(db),
    schedule(db),
  ]);
  return rows.map((row) => {
    const facts = MAP_FACTS.find((m) => m.name === row.name);
    return { id: row.id, ...(facts ? sourcedFields(facts, found) : unsourcedFields(row.name, rotation)) };
  });
}

/**
 * One map with its areas, keys and collectibles, by slug: a map of the list, or one the current
 * rotation names (AZ3). Null when neither has that slug.
 */
export async function getMap(db: Db, slug: string): Promise<MapDetail | null> {
  const [rows, rotation] = await Promise.all([listMapRows(db), schedule(db)]);
  const names = [...rows.map((r) => r.name), ...(rotation ? rotationMaps(rotation).map((m) => m.name) : [])];
  const name = names.find((n) => slugify(n) === slug);
  if (!name) return null;
  const id = rows.find((r) => r.name === name)?.id ?? null;
  const map = MAP_FACTS.find((m) => m.name === name);
  if (!map)
    return {
      id,
      ...unsourcedFields(name, rotation),
      areas: [],
      keys_without_area: [],
      sources: sources(null),
    };

  const [found, cards] = await Promise.all([itemEntriesWithPlaces(db), keycardsByOriginalName(db)]);
  const itemSlugs = new Map<string, string>();
  for (const { entry } of found) if (!itemSlugs.has(entry.name_cn)) itemSlugs.set(entry.name_cn, entry.slug);
  const key = (k: { name_cn: string; uses_durability: number | null }): MapKey => ({
    name_cn: k.name_cn,
    uses: k.uses_durability,
    keycard: cards.get(k.name_cn) ?? null,
    item_slug: itemSlugs.get(k.name_cn) ?? null,
  });
  const foundIn = (area_cn: string) =>
    found
      .filter((f) => f.foundIn.some((p) => p.map_cn === map.name_cn && p.area_cn === area_cn))
      .map((f) => collectible(f.entry))
      .sort(byValue);
  const areas: MapArea[] = [
    ...map.areas.map((a) => ({
      name_cn: a.name_cn,
      in_map_graph: true,
      keys: a.keycards.map(key),
      collectibles: foundIn(a.name_cn),
    })),
    // Where-found areas the map graph does not have keep their own name, never a near one.
    ...map.collectibles.found_in_areas_not_in_graph.map((a) => ({
      name_cn: a.area_cn,
      in_map_graph: false,
      keys: [],
      collectibles: foundIn(a.area_cn),
    })),
  ];
  const prices = found.flatMap((f) => (f.entry.price_as_of ? [f.entry.price_as_of.slice(0, 10)] : []));
  return {
    id,
    ...sourcedFields(map, found),
    areas,
    keys_without_area: (map.keycards_without_area ?? []).map(key),
    sources: sources(prices.length ? prices.sort().at(-1)! : null),
  };
}

const sources = (pricesAsOf: string | null): MapDetail['sources'] => ({
  map: MAP_SOURCE.source,
  map_as_of: MAP_SOURCE.as_of,
  found_in: 'items.json found_in (jiansenc, official item API)',
  found_in_as_of: FOUND_IN_AS_OF,
  prices_as_of: pricesAsOf,
});

/** Every map page there is: the list's maps, then those only the current rotation names. */
export async function mapPages(db: Db): Promise<{ slug: string }[]> {
  const [rows, rotation] = await Promise.all([listMapRows(db), schedule(db)]);
  const names = new Set([
    ...rows.map((r) => r.name),
    ...(rotation ? rotationMaps(rotation).map((m) => m.name) : []),
  ]);
  return [...names].map((name) => ({ slug: slugify(name) }));
}
