// Items as the API serves them: each item's shown state and its figures (price, value per slot,
// 7-day change), the list's filters, search and sort (docs/items.md). The list is small (≈1,450
// items), so it is filtered and sorted here; the public cache keeps each answer.
import {
  ITEM_WEARS,
  normalizeText,
  type Item,
  type ItemCategory,
  type ItemListEntry,
  type ItemListQuerySchema,
  type ItemVariant,
  type ItemWear,
} from '@dfwiki/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { iso } from '../../db/reads';
import { editStamps } from '../history';
import {
  findItemLinks,
  findItemRow,
  findPriceSeries,
  hasPriceHistory,
  isoOrNull,
  listItemRows,
  listVariants,
  type ItemRow,
  type VariantRow,
} from './repository';

/** The day the where-found data is stated for (the official item data it comes from). */
export const FOUND_IN_AS_OF = '2024-12-09';

const slotsOf = (item: ItemRow) => (item.width && item.length ? item.width * item.length : null);

function variantFigures(v: VariantRow, slots: number | null) {
  return {
    value_per_slot: v.price !== null && slots ? Math.round(v.price / slots) : null,
    change_7d:
      v.price !== null && v.week_before
        ? Math.round(((v.price - v.week_before) / v.week_before) * 1e4) / 1e4
        : null,
  };
}

/** The state a list shows: the first with a market price, in the order no wear, new, almost new, worn. */
function shownVariant(variants: VariantRow[]): VariantRow | undefined {
  const ordered = [...variants].sort(
    (a, b) => ITEM_WEARS.indexOf(a.wear as ItemWear) - ITEM_WEARS.indexOf(b.wear as ItemWear),
  );
  return ordered.find((v) => v.price !== null) ?? ordered[0];
}

function listEntry(item: ItemRow, variants: VariantRow[]): ItemListEntry {
  const slots = slotsOf(item);
  const shown = shownVariant(variants);
  return {
    id: item.id,
    slug: item.slug,
    name: item.name,
    name_cn: item.name_cn,
    category: item.category as ItemCategory,
    subcategory: item.subcategory,
    grade: item.grade,
    width: item.width,
    length: item.length,
    slots,
    wear: (shown?.wear ?? '') as ItemWear,
    price: shown?.price ?? null,
    price_as_of: isoOrNull(shown?.price_as_of ?? null),
    ...(shown ? variantFigures(shown, slots) : { value_per_slot: null, change_7d: null }),
  };
}

/** Every item's list figures, with where the item data says it is found (the maps feature's loot runs). */
export async function itemEntriesWithPlaces(db: Db) {
  const [rows, variants] = await Promise.all([listItemRows(db), listVariants(db)]);
  const byItem = new Map<number, VariantRow[]>();
  for (const v of variants) (byItem.get(v.item_id) ?? byItem.set(v.item_id, []).get(v.item_id)!).push(v);
  return rows.map((item) => ({
    entry: listEntry(item, byItem.get(item.id) ?? []),
    foundIn: item.found_in ?? [],
  }));
}

async function allEntries(db: Db): Promise<ItemListEntry[]> {
  return (await itemEntriesWithPlaces(db)).map((e) => e.entry);
}

type ListQuery = z.output<typeof ItemListQuerySchema>;

const SORT_FIELD = {
  name: null,
  price: 'price',
  value_per_slot: 'value_per_slot',
  size: 'slots',
  change_7d: 'change_7d',
} as const;

/** A search matches either name, in any case and with or without accents. */
function matches(entry: ItemListEntry, folded: string) {
  return normalizeText(entry.name).includes(folded) || normalizeText(entry.name_cn).includes(folded);
}

export async function listItems(db: Db, query: ListQuery) {
  const all = await allEntries(db);
  const folded = query.q ? normalizeText(query.q) : '';
  const inCategory = all.filter((e) => !query.category || e.category === query.category);
  const shown = inCategory.filter(
    (e) =>
      (!query.subcategory || e.subcategory === query.subcategory) &&
      (query.grade === undefined || e.grade === query.grade) &&
      (query.slots === undefined || e.slots === query.slots) &&
      (!folded || matches(e, folded)),
  );
  const field = SORT_FIELD[query.sort];
  const dir = (query.dir ?? (field ? 'desc' : 'asc')) === 'asc' ? 1 : -1;
  const byName = (a: ItemListEntry, b: ItemListEntry) => a.name.localeCompare(b.name, 'en') || a.id - b.id;
  shown.sort((a, b) => {
    if (!field) return dir * byName(a, b);
    const x = a[field];
    const y = b[field];
    // Items without the figure come last in either direction.
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return dir * (x - y) || byName(a, b);
  });
  const total = shown.length;
  return {
    items: shown.slice(query.offset, query.offset + query.limit),
    page: {
      offset: query.offset,
      limit: query.limit,
      total,
      next_offset: query.offset + query.limit < total ? query.offset + query.limit : null,
    },
    subcategories: [...new Set(inCategory.map((e) => e.subcategory))].sort(),
  };
}

export async function findItem(db: Db, key: string): Promise<Item | null> {
  const item = await findItemRow(db, key);
  if (!item) return null;
  const [variants, links, has_history, stamp] = await Promise.all([
    listVariants(db, [item.id]),
    findItemLinks(db, item),
    hasPriceHistory(db, item.id),
    editStamps(db, 'item', [String(item.id)]),
  ]);
  const slots = slotsOf(item);
  const ordered = variants.sort(
    (a, b) => ITEM_WEARS.indexOf(a.wear as ItemWear) - ITEM_WEARS.indexOf(b.wear as ItemWear),
  );
  return {
    ...listEntry(item, variants),
    object_id: item.object_id,
    name_is_ours: true,
    subcategory_cn: item.subcategory_cn,
    weight_kg: item.weight_kg,
    weight_source: item.weight_source,
    collectible_type_cn: item.collectible_type_cn,
    found_in: item.found_in,
    found_in_as_of: item.found_in ? FOUND_IN_AS_OF : null,
    variants: ordered.map(({ item_id: _, week_before: __, ...v }): ItemVariant => ({
      ...v,
      wear: v.wear as ItemWear,
      price_as_of: isoOrNull(v.price_as_of),
      ...variantFigures({ ...v, item_id: item.id, week_before: __ }, slots),
    })),
    links,
    has_history,
    sources: item.sources,
    updated_at: iso(item.updated_at),
    ...stamp(String(item.id)),
  };
}

export async function findItemPrices(db: Db, key: string) {
  const item = await findItemRow(db, key);
  return item ? findPriceSeries(db, item.id) : null;
}
