// The weapon page's Compare tab (docs/weapon-compare.md): which weapons an address compares, and
// which figure of a row is the best. The page, its loader and its head all read these rules.
import { slugify } from '../domain/slug';

/** How many weapons the page's weapon is compared with. */
export const MAX_COMPARED = 3;

/**
 * The slugs of `?with=` in their order: each a well-formed slug (digits alone would name an id), none twice, never the page's own
 * weapon, at most MAX_COMPARED. Anything else in the list is dropped, so a hand-edited link still
 * opens a comparison, and the loader never asks for more than three weapons.
 */
export function parseCompareWith(raw: string | null | undefined, ownSlug: string): string[] {
  const slugs: string[] = [];
  for (const part of (raw ?? '').split(',')) {
    const slug = part.trim();
    const wellFormed = slug !== '' && slug === slugify(slug) && !/^\d+$/.test(slug);
    if (!wellFormed || slug === ownSlug || slugs.includes(slug)) continue;
    slugs.push(slug);
    if (slugs.length === MAX_COMPARED) break;
  }
  return slugs;
}

/** The `?with=` value of a list of slugs (null when empty, so the parameter goes away). */
export const compareWithParam = (slugs: readonly string[]): string | null =>
  slugs.length ? slugs.join(',') : null;

/** Which way a row's figure is better; `none` where the source does not say (recoil). */
export type BetterWhen = 'higher' | 'lower' | 'none';

/**
 * The positions holding the best figure of a row. Nothing is marked when fewer than two figures
 * are known, when every known figure is the same, or when the row has no better direction.
 */
export function bestPositions(values: readonly (number | null)[], better: BetterWhen): number[] {
  const known = values.filter((v): v is number => v !== null);
  if (better === 'none' || known.length < 2) return [];
  const best = better === 'higher' ? Math.max(...known) : Math.min(...known);
  if (known.every((v) => v === best)) return [];
  return values.flatMap((v, i) => (v === best ? [i] : []));
}
