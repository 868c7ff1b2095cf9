import { useTranslation } from 'react-i18next';
import { subcategoryLabel } from './subcategory';
import { ITEM_CATEGORIES, ITEM_SORTS, type ItemSort } from '@dfwiki/shared';
import { LabelledFilterSelect } from '../../../components/ui/labelled-filter-select';
import { LabelledSelect } from '../../../components/ui/labelled-select';
import { SearchField } from '../../../components/ui/search-field';
import type { ItemFilters } from '../hooks/item-filters';
import type { ParamChanges } from '../../../lib/use-url-params';

const GRADES = ['1', '2', '3', '4', '5', '6'];
const SLOTS = ['1', '2', '3', '4', '6', '8', '9', '12', '16'];

/** Search, category, subcategory, grade, size and sort of the item list: each one a URL parameter. */
export function ItemFiltersBar({
  filters,
  subcategories,
  set,
}: {
  filters: ItemFilters;
  subcategories: readonly string[];
  set: (changes: ParamChanges) => void;
}) {
  const { t } = useTranslation();
  const grid = 'min-w-0';
  // The four filters, each a URL parameter of the same name; '' is "all".
  const selects = [
    {
      key: 'category',
      options: ITEM_CATEGORIES.map((c) => ({ value: c, label: t(`items.categories.${c}`) })),
    },
    { key: 'subcategory', options: subcategories.map((s) => ({ value: s, label: subcategoryLabel(t, s) })) },
    { key: 'grade', options: GRADES.map((g) => ({ value: g, label: t('items.grade', { grade: g }) })) },
    {
      key: 'slots',
      options: SLOTS.map((s) => ({ value: s, label: t('items.slots', { count: Number(s) }) })),
    },
  ] as const;
  return (
    <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
      <SearchField
        id="items-search"
        texts="items.search"
        value={filters.q}
        onChange={(q) => set({ q })}
        className="col-span-2 sm:col-span-3 sm:max-w-none lg:col-span-1"
      />
      {selects.map(({ key, options }) => (
        <LabelledFilterSelect
          key={key}
          id={`items-${key}`}
          label={t(`items.filters.${key}`)}
          allLabel={t(`items.filters.all.${key}`)}
          value={filters[key]}
          options={options}
          onChange={(value) => set({ [key]: value })}
          className={grid}
          selectClassName=""
        />
      ))}
      <LabelledSelect
        id="items-sort"
        label={t('items.filters.sort')}
        value={filters.sort}
        onChange={(sort) => set({ sort: sort === 'name' ? null : sort, dir: null })}
        className={grid}
      >
        {ITEM_SORTS.map((s: ItemSort) => (
          <option key={s} value={s}>
            {t(`items.sorts.${s}`)}
          </option>
        ))}
      </LabelledSelect>
    </div>
  );
}
