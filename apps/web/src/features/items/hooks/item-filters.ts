// The item list's filters as the address holds them. Values the API would refuse are dropped here,
// so a mistyped link shows the whole list rather than an error.
import {
  ITEM_CATEGORIES,
  ITEM_PAGE_SIZE,
  ITEM_SORTS,
  type ItemCategory,
  type ItemSort,
} from '@dfwiki/shared';

export interface ItemFilters {
  category: ItemCategory | '';
  subcategory: string;
  grade: string;
  slots: string;
  q: string;
  sort: ItemSort;
  dir: 'asc' | 'desc' | '';
  /** 1-based. */
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';
const intIn = (value: string | null, min: number, max: number) =>
  value && /^\d{1,3}$/.test(value) && Number(value) >= min && Number(value) <= max
    ? String(Number(value))
    : '';

export function readItemFilters(params: URLSearchParams): ItemFilters {
  const sub = params.get('subcategory') ?? '';
  return {
    category: oneOf(ITEM_CATEGORIES, params.get('category')),
    subcategory: /^[A-Za-z0-9.-]{1,40}$/.test(sub) ? sub : '',
    grade: intIn(params.get('grade'), 0, 6),
    slots: intIn(params.get('slots'), 1, 100),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: oneOf(ITEM_SORTS, params.get('sort')) || 'name',
    dir: oneOf(['asc', 'desc'] as const, params.get('dir')),
    page: Number(intIn(params.get('page'), 1, 999) || 1),
  };
}

/** The API query of one list page, its parameters in a fixed order (one cache entry per view). */
export function listApiQuery(f: ItemFilters): string {
  const q = new URLSearchParams();
  if (f.category) q.set('category', f.category);
  if (f.subcategory) q.set('subcategory', f.subcategory);
  if (f.grade) q.set('grade', f.grade);
  if (f.slots) q.set('slots', f.slots);
  if (f.q) q.set('q', f.q);
  q.set('sort', f.sort);
  if (f.dir) q.set('dir', f.dir);
  q.set('limit', String(ITEM_PAGE_SIZE));
  q.set('offset', String((f.page - 1) * ITEM_PAGE_SIZE));
  return q.toString();
}
