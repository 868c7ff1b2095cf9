import { TOP_TTK, TTK_DECIMALS } from './constants';
import type { HitZone } from './ttk-engine';

export type DisplayAmmo = 'yellow' | 'blue';
export type DisplayTarget = 'chest' | 'head';
export type TtkTier = 'S' | 'A' | 'B' | 'C' | 'D' | 'N/A';
type Limits = { S: number; A: number; B: number; C: number };

/**
 * The upper bound (inclusive, seconds) of each tier; slower is D (docs/product.md, Weapon time to
 * kill).
 * An older legend gave other bounds for blue ammo to the head (0.25/0.35/0.45/0.55); we keep one
 * reading, the tier function, and the legend renders from this same table so they never disagree.
 */
export const TTK_THRESHOLDS: Record<DisplayAmmo, Record<DisplayTarget, Limits>> = {
  yellow: {
    head: { S: 0.15, A: 0.2, B: 0.25, C: 0.3 },
    chest: { S: 0.3, A: 0.35, B: 0.45, C: 0.6 },
  },
  blue: {
    head: { S: 0.2, A: 0.3, B: 0.45, C: 0.55 },
    chest: { S: 0.4, A: 0.5, B: 0.6, C: 0.7 },
  },
};

// Absorbs float noise from derived values (0.1 + 0.05 = 0.15000000000000002 must still be S).
const EPSILON = 1e-9;

/** Whether the rating scale covers a view: the presets to the chest or head (custom has no scale). */
export const hasTtkScale = (ammo: string, target: string): boolean =>
  (ammo === 'yellow' || ammo === 'blue') && (target === 'chest' || target === 'head');

/**
 * Tier letter for a TTK; missing, negative or non-finite, or no scale for the view → 'N/A'. A TTK
 * of 0 is a kill in one shot, the fastest there is (S); a missing figure is null, never 0.
 * The letter follows the figure a reader sees: 0.4503 s shows as 0.450 s, so it rates as 0.450.
 */
export function ttkTier(seconds: number | null | undefined, ammo: string, target: string): TtkTier {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return 'N/A';
  if (!hasTtkScale(ammo, target)) return 'N/A';
  const limits = TTK_THRESHOLDS[ammo as DisplayAmmo][target as DisplayTarget];
  const shown = Number(seconds.toFixed(TTK_DECIMALS));
  for (const tier of ['S', 'A', 'B', 'C'] as const) {
    if (shown <= limits[tier] + EPSILON) return tier;
  }
  return 'D';
}

/**
 * The view a weapon's own rating is read in: gold rounds against gold armour, to the chest, the TTK
 * page's first view (docs/product.md, "One rating per weapon").
 */
export const RATING_VIEW = { ammo: 'yellow', target: 'chest' } as const satisfies {
  ammo: DisplayAmmo;
  target: DisplayTarget;
};

/** A weapon's rating: its TTK tier in the rating view, or null when the model gives it no TTK. */
export function weaponRating(weapon: Pick<TtkWeaponLike, 'ttk_values'>): Exclude<TtkTier, 'N/A'> | null {
  const { ammo, target } = RATING_VIEW;
  const tier = ttkTier(ttkFor(weapon, ammo, target), ammo, target);
  return tier === 'N/A' ? null : tier;
}

/** Legend rows for the rating scale: '<= max' per tier, D has no bound. */
export function ttkLegend(ammo: DisplayAmmo, target: DisplayTarget): { tier: TtkTier; max: number | null }[] {
  const limits = TTK_THRESHOLDS[ammo][target];
  return [
    { tier: 'S', max: limits.S },
    { tier: 'A', max: limits.A },
    { tier: 'B', max: limits.B },
    { tier: 'C', max: limits.C },
    { tier: 'D', max: null },
  ];
}

/** The minimal weapon shape the TTK page needs (the API Weapon satisfies it). */
export interface TtkWeaponLike {
  name: string;
  category: { name: string };
  ttk_values: readonly { ammo_type: string; target_area: string; ttk_value: number | null }[];
}

/** The TTK for ammo/target (0: a kill in one shot), else null: not modelled, N/A. */
export function ttkFor(
  weapon: Pick<TtkWeaponLike, 'ttk_values'>,
  ammo: string,
  target: string,
): number | null {
  const found = weapon.ttk_values.find((t) => t.ammo_type === ammo && t.target_area === target);
  const seconds = found?.ttk_value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

export type TtkSortKey = 'category' | 'name' | 'ttk';
export type SortDirection = 'asc' | 'desc';

export interface TtkView {
  /** A preset's ammo, or the player's own choice of round and armour. */
  ammo: DisplayAmmo | 'custom';
  target: HitZone;
  /** Custom: the penetration level each calibre fires, or one round; the armour level 0–6. */
  penetration: number;
  round: string | null;
  armour: number;
  /** 'all' or a category name. */
  category: string;
  sortKey: TtkSortKey;
  direction: SortDirection;
}

/** Chest, all categories, sort by category ascending. Reset keeps the ammo tab. */
export const DEFAULT_TTK_VIEW: TtkView = {
  ammo: 'yellow',
  target: 'chest',
  penetration: 4,
  round: null,
  armour: 4,
  category: 'all',
  sortKey: 'category',
  direction: 'asc',
};

export interface TtkRow<W extends TtkWeaponLike> {
  weapon: W;
  name: string;
  category: string;
  /** TTK for the selected target; null shows N/A (e.g. a head value is missing). */
  ttk: number | null;
  tier: TtkTier;
}

const byText = (a: string, b: string) => a.localeCompare(b);

/**
 * Table rows: the weapons with an entry for the view's ammo and zone (null = no figure), filtered by
 * category and sorted. Rows without a figure always sort last.
 */
/** What the rows depend on: the zone, the ammo or setup, the category and the sort. */
export type TtkRowsView = Pick<TtkView, 'ammo' | 'target' | 'category' | 'sortKey' | 'direction'>;

export function ttkRows<W extends TtkWeaponLike>(weapons: readonly W[], view: TtkRowsView): TtkRow<W>[] {
  const sign = view.direction === 'desc' ? -1 : 1;
  const rows = weapons
    .filter((w) => w.ttk_values.some((t) => t.ammo_type === view.ammo && t.target_area === view.target))
    .filter((w) => view.category === 'all' || w.category.name === view.category)
    .map((weapon) => {
      const ttk = ttkFor(weapon, view.ammo, view.target);
      return {
        weapon,
        name: weapon.name,
        category: weapon.category.name,
        ttk,
        tier: ttkTier(ttk, view.ammo, view.target),
      };
    });
  return rows.sort((a, b) => {
    if (view.sortKey === 'ttk') {
      if (a.ttk === null || b.ttk === null) return (a.ttk === null ? 1 : 0) - (b.ttk === null ? 1 : 0);
      return sign * (a.ttk - b.ttk) || byText(a.name, b.name);
    }
    if (view.sortKey === 'name') return sign * byText(a.name, b.name);
    return sign * byText(a.category, b.category) || byText(a.name, b.name);
  });
}

/** Top list: the fastest weapons for ammo/target (default chest), fastest first. */
export function top10Fastest<W extends TtkWeaponLike>(
  weapons: readonly W[],
  view: Pick<TtkView, 'ammo'> & Partial<Pick<TtkView, 'target' | 'category'>>,
  limit: number = TOP_TTK,
): TtkRow<W>[] {
  return ttkRows(weapons, {
    ammo: view.ammo,
    target: view.target ?? 'chest',
    category: view.category ?? 'all',
    sortKey: 'ttk',
    direction: 'asc',
  })
    .filter((r) => r.ttk !== null)
    .slice(0, limit);
}
