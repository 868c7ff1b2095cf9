/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read JSON generically */
// Maps: each map's levels, extraction kinds, areas, room keys and collectibles compared with our
// copies of the source files (maps.json, items.json, map-rotation.json: read from the files, never
// repeated here), the map only the rotation names, bad input, and each role.
import { describe, expect, it } from 'vitest';
import { engine, sessionApp } from '../../harness';
import { readSourceCopy } from '../../source-copies';

interface SourceKey {
  name_cn: string;
  uses_durability: number | null;
}
interface SourceMap {
  name: string;
  name_cn: string;
  difficulties_cn: string[];
  extractions_cn: string[];
  area_count: number;
  keycard_count: number;
  areas: { name_cn: string; keycards: SourceKey[]; collectibles_listed?: number }[];
  keycards_without_area?: SourceKey[];
  collectibles: {
    listed_in_found_in: number;
    found_in_areas_not_in_graph: { area_cn: string; collectibles_listed: number }[];
  };
}
const maps = readSourceCopy<{ maps: SourceMap[] }>('maps.json').maps;
const items = readSourceCopy<{
  items: { base_object_id: string; name_cn: string; found_in?: { map_cn: string; area_cn: string }[] }[];
}>('items.json').items;
const rotation = readSourceCopy<{
  difficulty_key: Record<string, string>;
  new_map: { map: string; difficulties: string[] };
}>('map-rotation.json');
/** The rotation source's own key from its levels to the client's names, turned around. */
const LEVEL_OF = Object.fromEntries(
  Object.entries(rotation.difficulty_key).map(([level, cn]) => [cn, level]),
);
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Distinct base items the source lists for a map (and area). */
const listedIn = (map_cn: string, area_cn?: string) =>
  new Set(
    items
      .filter((i) => i.found_in?.some((p) => p.map_cn === map_cn && (!area_cn || p.area_cn === area_cn)))
      .map((i) => i.base_object_id),
  ).size;

const { call, get } = sessionApp('anonymous');

describe(`maps (${engine()})`, () => {
  it('lists each sourced map with its levels, extraction kinds and counts', async () => {
    const { maps: list } = await get('/maps');
    for (const source of maps) {
      const map = list.find((m: any) => m.name === source.name);
      expect(map, source.name).toMatchObject({
        slug: slug(source.name),
        name_cn: source.name_cn,
        extractions_cn: source.extractions_cn,
        area_count: source.area_count,
        key_count: source.keycard_count,
        collectible_count: source.collectibles.listed_in_found_in || null,
        has_map_data: true,
      });
      expect(typeof map.id).toBe('number');
      expect(map.difficulties).toEqual(
        source.difficulties_cn.map((cn) => ({ level: LEVEL_OF[cn], name_cn: cn })),
      );
    }
  });

  it.each(maps.map((m) => [m.name, m] as const))(
    '%s: every area with its keys, then the where-found areas the map graph lacks',
    async (_, source) => {
      const { map } = await get(`/maps/${slug(source.name)}`);
      const extra = source.collectibles.found_in_areas_not_in_graph;
      expect(map.areas.map((a: any) => [a.name_cn, a.in_map_graph])).toEqual([
        ...source.areas.map((a) => [a.name_cn, true]),
        ...extra.map((a) => [a.area_cn, false]),
      ]);
      source.areas.forEach((area, i) => {
        expect(map.areas[i].keys.map((k: any) => [k.name_cn, k.uses])).toEqual(
          area.keycards.map((k) => [k.name_cn, k.uses_durability]),
        );
      });
      expect(map.keys_without_area.map((k: any) => k.name_cn)).toEqual(
        (source.keycards_without_area ?? []).map((k) => k.name_cn),
      );
      // The collectibles of each area: as many as the item data lists there, each one listed there.
      for (const area of map.areas) {
        expect(area.collectibles.length, area.name_cn).toBe(listedIn(source.name_cn, area.name_cn));
        const counted = area.in_map_graph
          ? source.areas.find((a) => a.name_cn === area.name_cn)?.collectibles_listed
          : extra.find((a) => a.area_cn === area.name_cn)?.collectibles_listed;
        if (counted !== undefined) expect(area.collectibles.length, area.name_cn).toBe(counted);
        for (const c of area.collectibles)
          expect(
            items.some((i) => i.name_cn === c.name_cn && i.found_in?.some((p) => p.area_cn === area.name_cn)),
            c.name_cn,
          ).toBe(true);
      }
    },
  );

  it('orders collectibles by value per slot, links keys to the keycard and item of their name', async () => {
    const { map } = await get('/maps/space-city');
    const area = map.areas.find((a: any) => a.collectibles.length > 5);
    const values = area.collectibles.map((c: any) => c.value_per_slot).filter((v: any) => v !== null);
    expect(values).toEqual([...values].sort((a: number, b: number) => b - a));
    const { keycards } = await get('/keycards?limit=200');
    const keys = map.areas.flatMap((a: any) => a.keys);
    const linked = keys.filter((k: any) => k.keycard);
    expect(linked.length).toBeGreaterThan(0);
    for (const k of linked) {
      const card = keycards.find((c: any) => c.id === k.keycard.id);
      expect(card?.name_original, k.name_cn).toBe(k.name_cn);
    }
    expect(keys.some((k: any) => k.item_slug)).toBe(true);
    expect(map.sources).toMatchObject({ map_as_of: '2026-02-08', found_in_as_of: '2024-12-09' });
  });

  it("has the map only the rotation names, with the rotation's levels and nothing invented", async () => {
    const { rotation: current } = await get('/rotation');
    const name = current.schedule.new_map.map;
    expect(maps.some((m) => m.name === name)).toBe(false);
    const entries = [...current.schedule.always_open, ...current.schedule.hours.flat()];
    const levels = new Set(entries.filter((e: any) => e.map === name).map((e: any) => e.difficulty));
    const { map } = await get(`/maps/${slug(name)}`);
    expect(map).toMatchObject({
      id: null,
      name,
      name_cn: null,
      has_map_data: false,
      areas: [],
      extractions_cn: [],
    });
    expect(new Set(map.difficulties.map((d: any) => d.level))).toEqual(levels);
    expect(map.difficulties.every((d: any) => d.name_cn === null)).toBe(true);
  });

  it('answers 404 for an unknown map and 400 for a malformed slug', async () => {
    expect((await call('GET', '/maps/no-such-map')).statusCode).toBe(404);
    const bad = await call('GET', '/maps/Bad%20Slug');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe.each(['user', 'editor', 'admin'] as const)(`maps read by a signed-in %s (${engine()})`, (role) => {
  const { call: as } = sessionApp(role);
  it('answers the same public reads', async () => {
    expect((await as('GET', '/maps')).statusCode).toBe(200);
    expect((await as('GET', '/maps/zero-dam')).statusCode).toBe(200);
  });
});
