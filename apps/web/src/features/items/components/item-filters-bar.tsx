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
  return (
    <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
      <SearchField
        id="items-search"
        texts="items.search"
        value={filters.q}
        onChange={(q) => set({ q })}
        className="col-span-2 sm:col-span-3 sm:max-w-none lg:col-span-1"
      />
      <LabelledFilterSelect
        id="items-category"
        label={t('items.filters.category')}
        allLabel={t('items.filters.allCategories')}
        value={filters.category}
        options={ITEM_CATEGORIES.map((c) => ({ value: c, label: t(`items.categories.${c}`) }))}
        onChange={(category) => set({ category })}
        className={grid}
        selectClassName=""
      />
      <LabelledFilterSelect
        id="items-subcategory"
        label={t('items.filters.subcategory')}
        allLabel={t('items.filters.allSubcategories')}
        value={filters.subcategory}
        options={subcategories.map((s) => ({
          value: s,
          label: subcategoryLabel(t, s),
        }))}
        onChange={(subcategory) => set({ subcategory })}
        className={grid}
        selectClassName=""
      />
      <LabelledFilterSelect
        id="items-grade"
        label={t('items.filters.grade')}
        allLabel={t('items.filters.allGrades')}
        value={filters.grade}
        options={GRADES.map((g) => ({ value: g, label: t('items.grade', { grade: g }) }))}
        onChange={(grade) => set({ grade })}
        className={grid}
        selectClassName=""
      />
      <LabelledFilterSelect
        id="items-slots"
        label={t('items.filters.size')}
        allLabel={t('items.filters.allSizes')}
        value={filters.slots}
        options={SLOTS.map((s) => ({ value: s, label: t('items.slots', { count: Number(s) }) }))}
        onChange={(slots) => set({ slots })}
        className={grid}
        selectClassName=""
      />
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
