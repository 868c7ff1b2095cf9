import { describe, it, expect } from 'vitest';
import {
  AREA_LIST_SEPARATOR,
  KEYCARD_AREAS,
  MAP_TABS,
  STORAGE_ITEMS,
  STORAGE_TYPES,
  ZERO_DAM_PRESET,
} from '@dfwiki/shared';
import { SEED_BUILDS } from './builds';
import { chestGold } from './chest-gold';
import { gameData } from './game-data';
import { SEED_ITEM_PRICES } from './item-prices';
import { SEED_KEYCARDS } from './keycards';
import {
  SEED_CATEGORIES,
  SEED_DIFFICULTIES,
  SEED_ITEM_TYPES,
  SEED_MAPS,
  SEED_RARITIES,
  SEED_TAGS,
} from '../../db/seed/lookups';
import { SEED_WEAPONS } from './weapons';
import { editorial } from './weapons-editorial';
import { readSourceCopy } from '../../../test/source-copies';

const unique = <T>(values: T[]) => new Set(values).size === values.length;

const source = readSourceCopy;
const keyFile = source<
  {
    name_cn: string;
    object_id: number;
    map: string | null;
    map_cn: string | null;
    rarity_grade: number;
    uses_durability: number | null;
  }[]
>('keycards.json');
const areaFile = source<{
  difficulty_cn_meaning: Record<string, string>;
  maps: Record<string, { difficulties_cn: string[] }>;
  keycards: { name_cn: string; map_cn: string; area_cn: string | null; uses_durability: number }[];
}>('keycard-areas.json');
const percent = (v: number) => Number.isInteger(v) && v >= 0 && v <= 100;

describe('lookups', () => {
  it('lists the four maps in tab order and unique names everywhere', () => {
    expect(SEED_MAPS).toEqual([...MAP_TABS]);
    expect(SEED_DIFFICULTIES).toEqual(['Easy', 'Normal', 'Hard']);
    expect(SEED_RARITIES.find((r) => r.id === 'purple')?.name).toBe('Epic');
    for (const list of [SEED_CATEGORIES, SEED_TAGS, SEED_ITEM_TYPES.map((t) => t.name)])
      expect(unique(list)).toBe(true);
  });
});

describe('weapons', () => {
  it('has at least 40 weapons with unique slugs and every category', () => {
    expect(SEED_WEAPONS.length).toBeGreaterThanOrEqual(40);
    expect(unique(SEED_WEAPONS.map((w) => w.slug))).toBe(true);
    expect(unique(SEED_WEAPONS.map((w) => w.name))).toBe(true);
    for (const category of SEED_CATEGORIES)
      expect(SEED_WEAPONS.some((w) => w.category === category)).toBe(true);
  });

  it('keeps every field in range', () => {
    for (const w of SEED_WEAPONS) {
      expect(w.slug, w.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(w.slug, 'a numeric slug would look like an id').not.toMatch(/^\d+$/);
      expect(SEED_CATEGORIES).toContain(w.category);
      for (const v of [w.mobility, w.control, w.accuracy, w.stability, w.handling, w.armor_pen])
        expect(percent(v), w.slug).toBe(true);
      expect(w.pros.length, w.slug).toBeGreaterThanOrEqual(2);
      expect(w.pros.length, w.slug).toBeLessThanOrEqual(4);
      expect(w.cons.length, w.slug).toBeGreaterThanOrEqual(2);
      expect(w.cons.length, w.slug).toBeLessThanOrEqual(4);
      expect(w.description && w.overview && w.notes, w.slug).toBeTruthy();
      for (const tag of w.tags) expect(SEED_TAGS).toContain(tag);
    }
    const fresh = SEED_WEAPONS.filter((w) => w.is_new).length;
    expect(fresh).toBeGreaterThanOrEqual(2);
    expect(fresh).toBeLessThanOrEqual(4);
  });

  it('leaves shotguns without a gold chest TTK (the model does not cover them)', () => {
    for (const w of SEED_WEAPONS.filter((w) => w.category === 'Shotgun'))
      expect(chestGold(w), w.slug).toBeNull();
  });

  it('quotes figures in pros and cons only as {placeholders}, so they follow the sourced data', () => {
    for (const w of editorial.weapons)
      for (const line of [...w.pros, ...w.cons])
        expect(line.replace(/\{[a-z_]+\}/g, ''), `${w.slug}: ${line}`).not.toMatch(/\d/);
    const m16 = SEED_WEAPONS.find((w) => w.slug === 'm16a4')!;
    expect(m16.cons.join(' ')).not.toContain('{');
  });

  it("dates the editors' text by its last edit, not by the seeding", () => {
    for (const w of SEED_WEAPONS) expect(w.updated_at, w.slug).toMatch(/^\d{4}-\d{2}-\d{2}T12:00:00\.000Z$/);
  });
});

describe('builds', () => {
  const slugs = new Set(SEED_WEAPONS.map((w) => w.slug));
  const codes: Partial<typeof gameData.build_codes.codes> = gameData.build_codes.codes;

  it('covers at least 15 weapons and references existing weapons and tags', () => {
    expect(SEED_BUILDS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(SEED_BUILDS.map((b) => b.weapon_slug)).size).toBeGreaterThanOrEqual(15);
    for (const b of SEED_BUILDS) {
      expect(slugs.has(b.weapon_slug), b.weapon_slug).toBe(true);
      for (const tag of b.tags) expect(SEED_TAGS).toContain(tag);
    }
  });

  it('keeps every field in range', () => {
    const perWeapon = new Map<string, number>();
    for (const b of SEED_BUILDS) {
      perWeapon.set(b.weapon_slug, (perWeapon.get(b.weapon_slug) ?? 0) + 1);
      expect(b.rating).toBeGreaterThanOrEqual(1);
      expect(b.rating).toBeLessThanOrEqual(5);
      expect(Math.round(b.rating * 10) / 10).toBe(b.rating);
      expect(b.build_code).toMatch(/^6[0-9A-Z]{20}$/);
      // Every code is one of the cited community list (the build credits that list).
      expect(codes[b.build_code], b.build_code).toBeDefined();
      for (const v of [b.control, b.handling, b.stability, b.accuracy, b.range])
        expect(percent(v), b.name).toBe(true);
    }
    for (const n of perWeapon.values()) expect(n).toBeLessThanOrEqual(2);
    expect(unique(SEED_BUILDS.map((b) => b.build_code))).toBe(true);
  });
});

describe('build descriptions against the code sheet', () => {
  const sheet = source<{ code: string; approx_cost_havoc?: number | null }[]>('build-codes.json');

  it("quotes each build's approximate cost as the sheet gives it for that code", () => {
    let quoted = 0;
    for (const b of SEED_BUILDS) {
      const cost = sheet.find((c) => c.code === b.build_code)?.approx_cost_havoc;
      for (const [, k] of b.description.matchAll(/about (\d+)k\b/g)) {
        quoted++;
        expect(Number(k) * 1000, b.name).toBe(cost);
      }
    }
    expect(quoted).toBeGreaterThan(SEED_BUILDS.length / 2);
  });
});

describe('keycards', () => {
  it('has at least 8 keycards on every map and unique ids', () => {
    for (const map of SEED_MAPS)
      expect(SEED_KEYCARDS.filter((k) => k.map === map).length, map).toBeGreaterThanOrEqual(8);
    expect(unique(SEED_KEYCARDS.map((k) => k.id))).toBe(true);
    for (const k of SEED_KEYCARDS) expect(k.id).toMatch(/^[a-z0-9][a-z0-9-]{0,63}$/);
  });

  it('has unique names per map that never contain one another (the price updater matches by containment)', () => {
    for (const map of SEED_MAPS) {
      const names = SEED_KEYCARDS.filter((k) => k.map === map).map((k) => k.name.toLowerCase());
      expect(unique(names), map).toBe(true);
      for (const a of names)
        for (const b of names) if (a !== b) expect(a.includes(b), `${a} / ${b}`).toBe(false);
    }
  });

  const series: Partial<typeof gameData.key_prices.series> = gameData.key_prices.series;
  const snapshot: Partial<typeof gameData.snapshot.keycards> = gameData.snapshot.keycards;
  const day = (iso: string) => iso.slice(0, 10);

  it('takes every price entry from its cited daily series or the market snapshot', () => {
    let entries = 0;
    for (const k of SEED_KEYCARDS) {
      const daily = new Map<string, number>();
      (series[k.name_cn] ?? []).forEach((p, i) => p !== null && daily.set(gameData.key_prices.days[i]!, p));
      for (const e of k.price_history) {
        entries++;
        const cited =
          daily.get(day(e.changed_at)) ??
          (day(e.changed_at) === gameData.snapshot.date ? snapshot[k.name_cn] : undefined);
        expect(e.new_value, `${k.id} ${e.changed_at}`).toBe(cited);
      }
      // A change entry on every day the price moved: as many entries as changes (+ the first day).
      const values = [...daily.values()];
      const changes = values.filter((v, i) => i === 0 || v !== values[i - 1]).length;
      expect(k.price_history.length, k.id).toBe(changes + (snapshot[k.name_cn] === undefined ? 0 : 1));
    }
    expect(entries).toBeGreaterThan(1000);
  });

  it('keeps every price history a dated chain ending at card_value, with its source', () => {
    const withSeries = SEED_KEYCARDS.filter((k) => series[k.name_cn]);
    expect(withSeries.length).toBeGreaterThanOrEqual(60);
    expect(withSeries.filter((k) => k.price_history.length >= 20).length).toBeGreaterThanOrEqual(55);
    for (const k of SEED_KEYCARDS) {
      const h = k.price_history;
      for (let i = 1; i < h.length; i++) {
        expect(h[i]!.old_value, k.id).toBe(h[i - 1]!.new_value);
        expect(Date.parse(h[i]!.changed_at)).toBeGreaterThan(Date.parse(h[i - 1]!.changed_at));
      }
      if (!h.length) {
        expect([k.card_value, k.price_source, k.price_as_of], k.id).toEqual([0, null, null]);
        continue;
      }
      expect(h.at(-1)!.new_value, k.id).toBe(k.card_value);
      expect(day(h.at(-1)!.changed_at), k.id).toBe(k.price_as_of);
      expect(k.price_source, k.id).toBeTruthy();
      if (snapshot[k.name_cn] !== undefined) expect(k.price_as_of).toBe(gameData.snapshot.date);
    }
  });

  // One price per thing: a key's, a storage item's and a weapon's newest price is the market price of
  // the item it is (items.json), with the same day; never the 2026-08-03 instant-sell figure.
  const market = new Map(
    source<{ items: { name_cn: string; market: { price: number | null; as_of: string | null } }[] }>(
      'items.json',
    ).items.flatMap((i) => (i.market.price === null ? [] : [[i.name_cn, i.market] as const])),
  );
  it("prices keys, storage and weapons at their market item's price of the snapshot day", () => {
    let priced = 0;
    for (const k of SEED_KEYCARDS) {
      const m = market.get(k.name_cn);
      if (!m) continue;
      priced++;
      expect([k.card_value, k.price_as_of], k.id).toEqual([m.price, m.as_of!.slice(0, 10)]);
    }
    expect(priced).toBeGreaterThanOrEqual(70);
    const names = new Map([
      ...STORAGE_ITEMS.map((s) => [s.id, s.name_cn] as const),
      ...SEED_WEAPONS.map((w) => [w.slug, w.name_cn ?? ''] as const),
    ]);
    for (const p of SEED_ITEM_PRICES) {
      const m = market.get(names.get(p.item_key) ?? '');
      if (m) expect([p.price, p.as_of], p.item_key).toEqual([m.price, m.as_of!.slice(0, 10)]);
    }
    expect(
      SEED_ITEM_PRICES.filter((p) => market.has(names.get(p.item_key) ?? '')).length,
    ).toBeGreaterThanOrEqual(100);
  });

  it("opens every key on its map's levels", () => {
    // The level names in the order the area file explains them: lowest first, as SEED_DIFFICULTIES.
    const levelOrder = Object.keys(areaFile.difficulty_cn_meaning);
    const mapCn = new Map(keyFile.filter((k) => k.map).map((k) => [k.map!, k.map_cn!]));
    for (const k of SEED_KEYCARDS) {
      const levels = areaFile.maps[mapCn.get(k.map)!]!.difficulties_cn;
      const expected = levels.map((l) => SEED_DIFFICULTIES[levelOrder.indexOf(l)]);
      expect(
        k.difficulties.filter((d) => d.is_available).map((d) => d.name),
        k.id,
      ).toEqual(expected);
    }
  });

  it('keeps durability and values valid', () => {
    for (const k of SEED_KEYCARDS) {
      expect(k.durability).toBeGreaterThanOrEqual(1);
      expect(Number.isInteger(k.card_value) && k.card_value >= 0).toBe(true);
      expect(unique(k.difficulties.map((d) => d.name))).toBe(true);
    }
  });
});

describe('keycards against the source files', () => {
  const byName = new Map(SEED_KEYCARDS.map((k) => [k.name_cn, k]));
  const group = (objectId: number) => String(objectId).slice(0, 6);
  // The area file spells two Space City keys differently from the client names (derive.mjs).
  const AREA_FILE_NAMES: Record<string, string> = { 总裁会客厅: '总裁室会客厅', 黑室服务器: '黑室服务器室' };
  const areaEntries = (nameCn: string) =>
    areaFile.keycards.filter((a) => (AREA_FILE_NAMES[a.name_cn] ?? a.name_cn) === nameCn);
  const RARITY_BY_GRADE: Record<number, string> = { 3: 'rare', 4: 'purple', 5: 'legendary', 6: 'unique' };

  it('puts every key of a mapped group on its map, and no key of a group without a map', () => {
    const groups = new Map<string, Set<string | null>>();
    for (const k of keyFile)
      groups.set(group(k.object_id), (groups.get(group(k.object_id)) ?? new Set()).add(k.map));
    for (const [id, maps] of groups) expect(maps.size, `group ${id} has one map`).toBe(1);
    expect([...groups.values()].filter((m) => !m.has(null)).length).toBe(SEED_MAPS.length);
    for (const k of keyFile) {
      const seeded = byName.get(k.name_cn);
      if (k.map === null) expect(seeded, `${k.name_cn} has no map, so no page`).toBeUndefined();
      else expect(seeded?.map, k.name_cn).toBe(k.map);
    }
    expect(SEED_KEYCARDS).toHaveLength(keyFile.filter((k) => k.map !== null).length);
    expect(new Set(keyFile.map((k) => k.map).filter(Boolean))).toEqual(new Set(SEED_MAPS));
  });

  it("gives every key the area file's areas (all of them), uses and the key file's rarity", () => {
    for (const k of SEED_KEYCARDS) {
      const source = keyFile.find((s) => s.name_cn === k.name_cn)!;
      const entries = areaEntries(k.name_cn);
      // One key's entry names no area (null): shown as no area.
      const areas = [...new Set(entries.flatMap((a) => (a.area_cn ? [a.area_cn] : [])))];
      expect(k.location_original?.split(AREA_LIST_SEPARATOR) ?? [], k.id).toEqual(areas);
      expect(k.location, k.id).toBe(areas.map((a) => KEYCARD_AREAS[a]!.en).join(', '));
      for (const a of entries) expect(a.map_cn, k.id).toBe(source.map_cn);
      // Uses: the area file, else the key file (two keys the area file lacks).
      expect(k.durability, k.id).toBe(entries[0]?.uses_durability ?? source.uses_durability);
      expect(k.rarity, k.id).toBe(RARITY_BY_GRADE[source.rarity_grade]);
    }
    // Every area entry belongs to a key on the site.
    for (const a of areaFile.keycards)
      expect(byName.has(AREA_FILE_NAMES[a.name_cn] ?? a.name_cn), a.name_cn).toBe(true);
  });

  it('translates every area both ways', () => {
    for (const a of areaFile.keycards.filter((e) => e.area_cn)) {
      expect(KEYCARD_AREAS[a.area_cn!]?.en, a.area_cn!).toBeTruthy();
      expect(KEYCARD_AREAS[a.area_cn!]?.ro, a.area_cn!).toBeTruthy();
    }
  });
});

describe('Zero Dam preset', () => {
  const zeroDam = new Set(SEED_KEYCARDS.filter((k) => k.map === 'Zero Dam').map((k) => k.name));

  it('has 13 entries whose names are Zero Dam keycards', () => {
    expect(ZERO_DAM_PRESET).toHaveLength(13);
    expect(unique(ZERO_DAM_PRESET.map((p) => p.name))).toBe(true);
    for (const p of ZERO_DAM_PRESET) expect(zeroDam.has(p.name), p.name).toBe(true);
  });

  it('ranges from 37,800 to 4,854,882', () => {
    const prices = ZERO_DAM_PRESET.map((p) => p.price);
    expect(Math.min(...prices)).toBe(37800);
    expect(Math.max(...prices)).toBe(4854882);
    for (const p of prices) expect(Number.isInteger(p)).toBe(true);
  });
});

describe('storage items', () => {
  it('has both types, unique ids and slots in range', () => {
    expect(unique(STORAGE_ITEMS.map((s) => s.id))).toBe(true);
    for (const type of STORAGE_TYPES) expect(STORAGE_ITEMS.some((s) => s.type === type)).toBe(true);
    for (const s of STORAGE_ITEMS) {
      const [min, max] = s.type === 'Chest Rig' ? [6, 24] : [6, 45];
      expect(s.slots, s.id).toBeGreaterThanOrEqual(min);
      expect(s.slots, s.id).toBeLessThanOrEqual(max);
    }
  });

  it('lays out exactly `slots` cells in sections of 1 to 4 columns', () => {
    for (const s of STORAGE_ITEMS) {
      const sections = s.gridGroups.flatMap((g) => g.sections);
      expect(
        sections.reduce((sum, c) => sum + c.cols * c.rows, 0),
        s.id,
      ).toBe(s.slots);
      for (const c of sections) {
        expect(c.cols).toBeGreaterThanOrEqual(1);
        expect(c.cols).toBeLessThanOrEqual(4);
      }
    }
  });

  it('prices items only from a cited source with its date', () => {
    const storage = SEED_ITEM_PRICES.filter((p) => p.kind === 'storage');
    expect(storage.length).toBeGreaterThanOrEqual(35);
    expect(SEED_ITEM_PRICES.filter((p) => p.kind === 'weapon').length).toBeGreaterThanOrEqual(60);
    const ids = new Set(STORAGE_ITEMS.map((s) => s.id));
    for (const p of SEED_ITEM_PRICES) {
      expect(p.source, p.item_key).toMatch(/^github\.com\//);
      expect(p.as_of, p.item_key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (p.kind === 'storage') expect(ids.has(p.item_key), p.item_key).toBe(true);
    }
  });

  it('writes effects as signed percentages', () => {
    for (const s of STORAGE_ITEMS)
      for (const e of s.effects ?? []) expect(e).toMatch(/^[+-]\d+% [A-Z][a-z]+( [A-Z][a-z]+)?$/);
  });
});
