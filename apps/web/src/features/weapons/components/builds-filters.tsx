import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILD_SORTS, type BuildSort, type CategoryCount } from '@dfwiki/shared';
import { NamedOptions } from '../../../components/ui/field';
import { SearchBox } from '../../../components/ui/search-box';
import { categoryLabel } from './category-label';

/** What the builds list shows: one category ('' = all), the text searched for, and the order. */
export interface BuildFilters {
  category: string;
  query: string;
  sort: BuildSort;
}

export interface BuildsFiltersProps {
  categories: CategoryCount[];
  filters: BuildFilters;
  /** Gets the one filter the reader changed. */
  onChange: (change: Partial<BuildFilters>) => void;
}

const LABEL = 'mb-1 block text-xs font-semibold text-fg-muted uppercase';
const FIELD = 'h-11 w-full rounded-lg border border-select-line bg-select px-3 text-sm text-select-fg';

/** A select of the filter bar under its label; pass its <option>s. */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
  ordersItems = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  /** The cards carry their place in each order: a choice before the app is answered at once (take-over/early-answers.ts). */
  ordersItems?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={FIELD}
        data-early-order={ordersItems ? '' : undefined}
      >
        {children}
      </select>
    </div>
  );
}

/** Category select, text search over name and description, and sort — all kept in the URL by the page. */
export function BuildsFilters({ categories, filters, onChange }: BuildsFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div
      role="search"
      className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[1fr_14rem_12rem]"
    >
      <div>
        <label htmlFor={`${id}-q`} className={LABEL}>
          {t('weapons.filters.search.label')}
        </label>
        <div className="relative">
          <SearchBox
            id={`${id}-q`}
            value={filters.query}
            onChange={(query) => onChange({ query })}
            texts="weapons.filters.search"
            size="lg"
          />
        </div>
      </div>
      <FilterSelect
        id={`${id}-cat`}
        label={t('weapons.filters.category')}
        value={filters.category}
        onChange={(category) => onChange({ category })}
      >
        <NamedOptions
          items={categories.map((c) => ({ id: c.slug, name: categoryLabel(t, c.name) }))}
          placeholder={t('weapons.filters.allCategories')}
        />
      </FilterSelect>
      <FilterSelect
        id={`${id}-sort`}
        label={t('weapons.filters.sort')}
        value={filters.sort}
        onChange={(sort) => onChange({ sort: sort as BuildSort })}
        ordersItems
      >
        <NamedOptions items={BUILD_SORTS.map((s) => ({ id: s, name: t(`weapons.sort.${s}`) }))} />
      </FilterSelect>
    </div>
  );
}
