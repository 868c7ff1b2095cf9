// The seeded weapons carry the base stats of our copy of the source file, figure for figure, and
// name it; weapons it lacks claim no source. The numbers are read from the file, never written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, engine, type TestApp } from '../../harness';
import { readSourceCopy as read } from '../../source-copies';

interface SourceEntry {
  name: string;
  range: number;
  recoil: number;
  control: number;
  stability: number;
  hip_fire: number;
  magazine: number;
}
const baseStats = read('weapon-stats.json') as {
  source: string;
  source_date: string;
  weapons: SourceEntry[];
};
const dec2024 = new Map(
  (
    read('weapons.json') as { name: string; stats_2024_12?: { magazine?: number; source: string } | null }[]
  ).map((w) => [w.name, w.stats_2024_12 ?? null]),
);

let t: TestApp;
let seeded: Record<string, unknown>[];
beforeAll(async () => {
  t = await createTestApp();
  const { weapons } = (await callApi(t, 'GET', '/weapons?limit=200')).json().data;
  seeded = await Promise.all(
    weapons.map(
      async (w: { slug: string }) => (await callApi(t, 'GET', `/weapons/${w.slug}`)).json().data.weapon,
    ),
  );
});
afterAll(() => t.close());

// A weapon the data has no figures for leaves the keys out.
const fireData = read('weapons.json') as { name: string; damage?: number; fire_rate_rpm?: number }[];

describe(`sourced weapon damage and fire rate (${engine()})`, () => {
  it('reads each figure of the fire data, and null (never 0) where the data has none', () => {
    const byName = new Map(fireData.map((w) => [w.name, w]));
    const unknown = seeded.filter(
      (w) => byName.has(w.name as string) && !byName.get(w.name as string)!.damage,
    );
    // The data's weapons without figures that the wiki lists (the Compound Bow among them).
    expect(unknown.map((w) => w.name)).toContain('Compound Bow');
    for (const weapon of seeded) {
      const entry = byName.get(weapon.name as string);
      if (!entry) continue;
      expect({ damage: weapon.damage, fire_rate: weapon.fire_rate }, entry.name).toEqual({
        damage: entry.damage ?? null,
        fire_rate: entry.fire_rate_rpm ?? null,
      });
      if (entry.damage === undefined) expect(weapon.stats_source, entry.name).toBeNull();
    }
  });
});

describe(`sourced weapon base stats (${engine()})`, () => {
  it('shows every matched weapon with the figures of the base-stats file, its source and date', () => {
    const byName = new Map(baseStats.weapons.map((w) => [w.name, w]));
    let matched = 0;
    for (const weapon of seeded) {
      const entry = byName.get(weapon.name as string);
      if (!entry) continue;
      matched++;
      expect(
        {
          range: weapon.range,
          capacity: weapon.capacity,
          recoil: weapon.recoil,
          control: weapon.control,
          stability: weapon.stability,
          hip_fire: weapon.hip_fire,
        },
        entry.name,
      ).toEqual({
        range: entry.range,
        capacity: entry.magazine,
        recoil: entry.recoil,
        control: entry.control,
        stability: entry.stability,
        hip_fire: entry.hip_fire,
      });
      expect(weapon.base_stats_source, entry.name).toBe(baseStats.source);
      expect(weapon.base_stats_as_of, entry.name).toBe(baseStats.source_date);
    }
    expect(matched).toBeGreaterThanOrEqual(55);
  });

  it('claims no source for the weapons the file lacks (their figures are our estimates)', () => {
    const names = new Set(baseStats.weapons.map((w) => w.name));
    const without = seeded.filter((w) => !names.has(w.name as string));
    expect(without.length).toBeGreaterThan(0);
    for (const weapon of without)
      expect(
        [weapon.base_stats_source, weapon.base_stats_as_of, weapon.recoil, weapon.hip_fire],
        weapon.name as string,
      ).toEqual([null, null, null, null]);
  });

  it('lists the Dec 2024 magazine as another source where it differs from the one shown', () => {
    let listed = 0;
    for (const weapon of seeded) {
      const old = dec2024.get(weapon.name as string);
      if (old?.magazine === undefined || old.magazine === weapon.capacity) continue;
      listed++;
      expect(weapon.older_figures, weapon.name as string).toContainEqual({
        stat: 'capacity',
        value: old.magazine,
        as_of: '2024-12-09',
        source: old.source,
      });
    }
    expect(listed).toBeGreaterThan(0);
  });
});
