import { BUILD_DESC_PREVIEW } from '../domain/constants';
import { slugify } from '../domain/slug';
import { parseIdOrSlug } from '../routes/id-or-slug';
import { ttkFor, type TtkWeaponLike } from '../domain/ttk';

/** Builds index sort: name A–Z is the default. */
export const BUILD_SORTS = ['name', 'popularity', 'ttk'] as const;
export type BuildSort = (typeof BUILD_SORTS)[number];
export const DEFAULT_BUILD_SORT: BuildSort = 'name';

export function isBuildSort(value: unknown): value is BuildSort {
  return typeof value === 'string' && (BUILD_SORTS as readonly string[]).includes(value);
}

/** The weapon fields the builds index reads (the API Weapon satisfies it). */
export interface BuildIndexWeapon extends TtkWeaponLike {
  id: number;
  name: string;
  description: string;
  views: number;
  category: { id?: number; name: string };
  builds: readonly unknown[];
}

/** URL value of a category filter ('Assault Rifle' → 'assault-rifle'). */
export function categorySlug(name: string): string {
  return slugify(name);
}

/** Only weapons with at least one build get a card. */
export function weaponsWithBuilds<W extends BuildIndexWeapon>(weapons: readonly W[]): W[] {
  return weapons.filter((w) => w.builds.length > 0);
}

/** Category (by slug; empty = all) and case-insensitive text over name and description. */
export function filterBuildWeapons<W extends BuildIndexWeapon>(
  weapons: readonly W[],
  { category = '', query = '' }: { category?: string; query?: string },
): W[] {
  const q = query.trim().toLowerCase();
  return weapons.filter((w) => {
    if (category && categorySlug(w.category.name) !== category) return false;
    return !q || w.name.toLowerCase().includes(q) || w.description.toLowerCase().includes(q);
  });
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** Name A–Z; Popularity = most views first; Time to Kill = fastest gold-ammo chest TTK first, N/A last. Ties by name. */
export function sortBuildWeapons<W extends BuildIndexWeapon>(weapons: readonly W[], sort: BuildSort): W[] {
  const list = [...weapons];
  if (sort === 'popularity') return list.sort((a, b) => b.views - a.views || byName(a, b));
  if (sort === 'ttk') {
    const ttk = (w: W) => ttkFor(w, 'yellow', 'chest') ?? Number.POSITIVE_INFINITY;
    return list.sort((a, b) => ttk(a) - ttk(b) || byName(a, b));
  }
  return list.sort(byName);
}

export interface CategoryCount {
  slug: string;
  name: string;
  count: number;
}

/** Popular Categories tiles: categories by number of weapons with builds (most first, then name). */
export function popularCategories(weapons: readonly BuildIndexWeapon[]): CategoryCount[] {
  const counts = new Map<string, CategoryCount>();
  for (const w of weaponsWithBuilds(weapons)) {
    const slug = categorySlug(w.category.name);
    const entry = counts.get(slug) ?? { slug, name: w.category.name, count: 0 };
    entry.count += 1;
    counts.set(slug, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Build description preview: at most `max` characters (spec: 60), cut at a word when possible, with '…'. */
export function truncateText(text: string, max: number = BUILD_DESC_PREVIEW): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Performance bars: 0..100, NaN → 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

export const ATTACHMENT_GROUPS = ['muzzle', 'barrel', 'optic', 'other'] as const;
export type AttachmentGroup = (typeof ATTACHMENT_GROUPS)[number];

/** Attachments by type in display order; unknown types count as 'other'; empty groups are left out. */
export function groupAttachments(
  attachments: readonly { name: string; type: string }[],
): { type: AttachmentGroup; names: string[] }[] {
  return ATTACHMENT_GROUPS.map((type) => ({
    type,
    names: attachments
      .filter((a) =>
        type === 'other'
          ? !(ATTACHMENT_GROUPS as readonly string[]).slice(0, 3).includes(a.type)
          : a.type === type,
      )
      .map((a) => a.name),
  })).filter((g) => g.names.length > 0);
}

/** The build chosen by ?build=<id>, else the first one (spec: first selected by default). */
export function selectBuild<B extends { id: number }>(
  builds: readonly B[],
  buildParam: string | null | undefined,
): B | undefined {
  const id = Number(buildParam);
  return (buildParam && Number.isInteger(id) ? builds.find((b) => b.id === id) : undefined) ?? builds[0];
}

/** Whether a route's {weaponNameId} (slug, or numeric id) names this weapon. */
export function matchesWeaponRef(weapon: { id: number; slug: string }, ref: string): boolean {
  const named = parseIdOrSlug(ref);
  return named !== undefined && ('id' in named ? weapon.id === named.id : weapon.slug === named.slug);
}

export const WEAPON_TABS = ['builds', 'stats', 'compare', 'guides'] as const;
export type WeaponTab = (typeof WEAPON_TABS)[number];

/** ?tab= value → tab; anything else → the default Recommended Builds. */
export function resolveWeaponTab(value: string | null | undefined): WeaponTab {
  return (WEAPON_TABS as readonly string[]).includes(value ?? '') ? (value as WeaponTab) : 'builds';
}
