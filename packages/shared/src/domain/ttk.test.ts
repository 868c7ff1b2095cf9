import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TTK_VIEW,
  TTK_THRESHOLDS,
  top10Fastest,
  ttkLegend,
  ttkRows,
  ttkTier,
  weaponRating,
} from './ttk';
import type { TtkWeaponLike } from './ttk';

describe('ttkTier — the tier table, at and around every threshold', () => {
  it.each([
    // Headshot, gold: S<=0.15 A<=0.20 B<=0.25 C<=0.30 else D
    [0.1, 'yellow', 'head', 'S'],
    [0.15, 'yellow', 'head', 'S'],
    [0.16, 'yellow', 'head', 'A'],
    [0.2, 'yellow', 'head', 'A'],
    [0.21, 'yellow', 'head', 'B'],
    [0.25, 'yellow', 'head', 'B'],
    [0.26, 'yellow', 'head', 'C'],
    [0.3, 'yellow', 'head', 'C'],
    [0.31, 'yellow', 'head', 'D'],
    // Headshot, blue (tier function): S<=0.20 A<=0.30 B<=0.45 C<=0.55
    [0.2, 'blue', 'head', 'S'],
    [0.21, 'blue', 'head', 'A'],
    [0.25, 'blue', 'head', 'A'],
    [0.3, 'blue', 'head', 'A'],
    [0.31, 'blue', 'head', 'B'],
    [0.35, 'blue', 'head', 'B'],
    [0.45, 'blue', 'head', 'B'],
    [0.46, 'blue', 'head', 'C'],
    [0.55, 'blue', 'head', 'C'],
    [0.56, 'blue', 'head', 'D'],
    // Body, blue: S<=0.40 A<=0.50 B<=0.60 C<=0.70
    [0.4, 'blue', 'chest', 'S'],
    [0.41, 'blue', 'chest', 'A'],
    [0.5, 'blue', 'chest', 'A'],
    [0.51, 'blue', 'chest', 'B'],
    [0.6, 'blue', 'chest', 'B'],
    [0.61, 'blue', 'chest', 'C'],
    [0.7, 'blue', 'chest', 'C'],
    [0.71, 'blue', 'chest', 'D'],
    // Body, gold: S<=0.30 A<=0.35 B<=0.45 C<=0.60
    [0.29, 'yellow', 'chest', 'S'],
    [0.3, 'yellow', 'chest', 'S'],
    [0.31, 'yellow', 'chest', 'A'],
    [0.35, 'yellow', 'chest', 'A'],
    [0.36, 'yellow', 'chest', 'B'],
    [0.45, 'yellow', 'chest', 'B'],
    [0.46, 'yellow', 'chest', 'C'],
    [0.6, 'yellow', 'chest', 'C'],
    [0.61, 'yellow', 'chest', 'D'],
    [2.5, 'yellow', 'chest', 'D'],
    // 0 is a kill in one shot, the fastest there is; missing, negative and non-finite give N/A
    [0, 'yellow', 'chest', 'S'],
    [0, 'blue', 'head', 'S'],
    [-0.2, 'blue', 'head', 'N/A'],
    [null, 'yellow', 'head', 'N/A'],
    [undefined, 'blue', 'chest', 'N/A'],
    [Number.NaN, 'yellow', 'chest', 'N/A'],
    [Number.POSITIVE_INFINITY, 'yellow', 'chest', 'N/A'],
  ] as const)('%s s, %s, %s → %s', (seconds, ammo, target, tier) => {
    expect(ttkTier(seconds, ammo, target)).toBe(tier);
  });

  // Every case, every threshold: just below and at stay in the tier, just above is the next one.
  const NEXT = { S: 'A', A: 'B', B: 'C', C: 'D' } as const;
  it.each(
    (['yellow', 'blue'] as const).flatMap((ammo) =>
      (['head', 'chest'] as const).flatMap((target) =>
        (['S', 'A', 'B', 'C'] as const).map((tier) => [ammo, target, tier] as const),
      ),
    ),
  )('%s %s: around the %s bound', (ammo, target, tier) => {
    const limit = TTK_THRESHOLDS[ammo][target][tier];
    expect(ttkTier(limit - 0.001, ammo, target)).toBe(tier);
    expect(ttkTier(limit, ammo, target)).toBe(tier);
    expect(ttkTier(limit + 0.001, ammo, target)).toBe(NEXT[tier]);
  });

  it('tolerates float noise at a boundary', () => {
    expect(ttkTier(0.1 + 0.05, 'yellow', 'head')).toBe('S');
  });

  // A reader sees three decimals, and the letter must match what they see against the legend.
  it.each([
    [0.4503, 'B', 'shows 0.450, which the legend puts at B'],
    [0.4504999, 'B', 'still shows 0.450'],
    [0.4505, 'C', 'shows 0.451'],
    [0.3004, 'S', 'shows 0.300'],
  ] as const)('rates the figure shown: %s s → %s (%s)', (seconds, tier, _shown) => {
    expect(ttkTier(seconds, 'yellow', 'chest')).toBe(tier);
  });

  it('legend is rendered from the same thresholds as the function', () => {
    for (const ammo of ['yellow', 'blue'] as const) {
      for (const target of ['chest', 'head'] as const) {
        for (const row of ttkLegend(ammo, target)) {
          if (row.max !== null) expect(ttkTier(row.max, ammo, target)).toBe(row.tier);
        }
      }
    }
    expect(ttkLegend('blue', 'head').map((r) => r.max)).toEqual([0.2, 0.3, 0.45, 0.55, null]);
    expect(TTK_THRESHOLDS.yellow.chest).toEqual({ S: 0.3, A: 0.35, B: 0.45, C: 0.6 });
  });
});

const weapon = (
  name: string,
  category: string,
  values: Partial<Record<'yc' | 'yh' | 'bc' | 'bh', number | null>>,
): TtkWeaponLike => ({
  name,
  category: { name: category },
  ttk_values: [
    ...(values.yc !== undefined ? [{ ammo_type: 'yellow', target_area: 'chest', ttk_value: values.yc }] : []),
    ...(values.yh !== undefined ? [{ ammo_type: 'yellow', target_area: 'head', ttk_value: values.yh }] : []),
    ...(values.bc !== undefined ? [{ ammo_type: 'blue', target_area: 'chest', ttk_value: values.bc }] : []),
    ...(values.bh !== undefined ? [{ ammo_type: 'blue', target_area: 'head', ttk_value: values.bh }] : []),
  ],
});

const weapons = [
  weapon('M4A1', 'Assault Rifle', { yc: 0.4, yh: 0.2, bc: 0.55 }),
  weapon('AKM', 'Assault Rifle', { yc: 0.33, yh: 0.18, bc: 0.45, bh: 0.25 }),
  weapon('Vector', 'SMG', { yc: 0.28, yh: 0.14 }),
  weapon('MP5', 'SMG', { yc: null, bc: 0.5 }),
  weapon('AWM', 'Sniper', {}),
  weapon('SR-25', 'Marksman', { yc: 0.62, bc: 0.8, bh: 0.3 }),
];

describe('ttkRows — the weapons with an entry for the ammo and zone; null is no figure, sorted last', () => {
  it.each([
    ['yellow', ['AKM', 'M4A1', 'SR-25', 'MP5', 'Vector']],
    ['blue', ['AKM', 'M4A1', 'SR-25', 'MP5']],
  ] as const)('%s ammo, default sort (category asc, then name)', (ammo, names) => {
    expect(ttkRows(weapons, { ...DEFAULT_TTK_VIEW, ammo }).map((r) => r.name)).toEqual(names);
  });

  it('filters by category', () => {
    expect(ttkRows(weapons, { ...DEFAULT_TTK_VIEW, category: 'SMG' }).map((r) => r.name)).toEqual([
      'MP5',
      'Vector',
    ]);
  });

  it.each([
    ['name', 'asc', ['AKM', 'M4A1', 'MP5', 'SR-25', 'Vector']],
    ['name', 'desc', ['Vector', 'SR-25', 'MP5', 'M4A1', 'AKM']],
    ['ttk', 'asc', ['Vector', 'AKM', 'M4A1', 'SR-25', 'MP5']],
    ['ttk', 'desc', ['SR-25', 'M4A1', 'AKM', 'Vector', 'MP5']],
    ['category', 'desc', ['MP5', 'Vector', 'SR-25', 'AKM', 'M4A1']],
  ] as const)('sort %s %s', (sortKey, direction, names) => {
    expect(ttkRows(weapons, { ...DEFAULT_TTK_VIEW, sortKey, direction }).map((r) => r.name)).toEqual(names);
  });

  it('rates the presets to the head on their scale, and a missing figure N/A', () => {
    const rows = ttkRows(weapons, { ...DEFAULT_TTK_VIEW, ammo: 'blue', target: 'head', sortKey: 'ttk' });
    expect(rows.map((r) => [r.name, r.ttk, r.tier])).toEqual([
      ['AKM', 0.25, 'A'],
      ['SR-25', 0.3, 'A'],
    ]);
    const chest = ttkRows(weapons, { ...DEFAULT_TTK_VIEW, sortKey: 'ttk' });
    expect(chest.at(-1)).toMatchObject({ name: 'MP5', ttk: null, tier: 'N/A' });
  });

  it('has no rating scale for a custom choice or the other zones', () => {
    expect(ttkTier(0.2, 'custom', 'chest')).toBe('N/A');
    expect(ttkTier(0.2, 'yellow', 'thigh')).toBe('N/A');
  });

  it('does not mutate the input list', () => {
    const copy = structuredClone(weapons);
    ttkRows(weapons, { ...DEFAULT_TTK_VIEW, sortKey: 'ttk' });
    expect(weapons).toEqual(copy);
  });
});

describe('top10Fastest', () => {
  it('lists the fastest first and stops at 10', () => {
    const many = Array.from({ length: 14 }, (_, i) => weapon(`W${i}`, 'AR', { yc: 1 - i * 0.05 }));
    const top = top10Fastest(many, { ammo: 'yellow' });
    expect(top).toHaveLength(10);
    expect(top[0]!.name).toBe('W13');
    expect(top.map((r) => r.ttk)).toEqual([...top.map((r) => r.ttk)].sort((a, b) => a! - b!));
  });
  it('skips weapons without a value for the target', () => {
    expect(top10Fastest(weapons, { ammo: 'blue', target: 'head' }).map((r) => r.name)).toEqual([
      'AKM',
      'SR-25',
    ]);
  });
});

describe("weaponRating — one rating per weapon, the TTK page's tier of gold rounds to the chest", () => {
  const values = (gold: number | null, blue = 0.5) => ({
    ttk_values: [
      { ammo_type: 'yellow', target_area: 'chest', ttk_value: gold },
      { ammo_type: 'blue', target_area: 'chest', ttk_value: blue },
    ],
  });
  it.each([
    [0.25, 'S'],
    [0.35, 'A'],
    [0.4503, 'B'],
    [0.6, 'C'],
    [0.9, 'D'],
  ] as const)('gold chest %s s → %s, whatever the other views say', (gold, tier) => {
    expect(weaponRating(values(gold, 5))).toBe(tier);
    expect(weaponRating(values(gold))).toBe(
      ttkRows([{ name: 'x', category: { name: 'y' }, ...values(gold) }], DEFAULT_TTK_VIEW)[0]!.tier,
    );
  });
  it('gives no rating, never a default letter, to a weapon the model gives no TTK', () => {
    expect(weaponRating(values(null))).toBeNull();
    // A kill in one shot (0 s) is a figure, and the best one.
    expect(weaponRating(values(0))).toBe('S');
    expect(weaponRating({ ttk_values: [] })).toBeNull();
  });
});
