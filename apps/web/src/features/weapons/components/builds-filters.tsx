import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILD_SORTS, type BuildSort, type CategoryCount } from '@dfwiki/shared';
import { SearchBox } from '../../../components/ui/search-box';
import { categoryLabel } from './category-label';

export interface BuildsFiltersProps {
  categories: CategoryCount[];
  category: string;
  onCategory: (slug: string) => void;
  query: string;
  onQuery: (text: string) => void;
  sort: BuildSort;
  onSort: (sort: BuildSort) => void;
}

const LABEL = 'mb-1 block text-xs font-semibold text-fg-muted uppercase';
const FIELD = 'h-11 w-full rounded-lg border border-select-line bg-select px-3 text-sm text-select-fg';

/** A select of the filter bar under its label. */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={FIELD}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Category select, text search over name and description, and sort — all kept in the URL by the page. */
export function BuildsFilters({
  categories,
  category,
  onCategory,
  query,
  onQuery,
  sort,
  onSort,
}: BuildsFiltersProps) {
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
            value={query}
            onChange={onQuery}
            texts="weapons.filters.search"
            size="lg"
          />
        </div>
      </div>
      <FilterSelect
        id={`${id}-cat`}
        label={t('weapons.filters.category')}
        value={category}
        onChange={onCategory}
        options={[
          { value: '', label: t('weapons.filters.allCategories') },
          ...categories.map((c) => ({ value: c.slug, label: categoryLabel(t, c.name) })),
        ]}
      />
      <FilterSelect
        id={`${id}-sort`}
        label={t('weapons.filters.sort')}
        value={sort}
        onChange={(value) => onSort(value as BuildSort)}
        options={BUILD_SORTS.map((s) => ({ value: s, label: t(`weapons.sort.${s}`) }))}
      />
    </div>
  );
}
