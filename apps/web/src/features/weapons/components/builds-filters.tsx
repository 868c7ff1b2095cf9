import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { BUILD_SORTS, type BuildSort, type CategoryCount } from '@dfwiki/shared';
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

const FIELD = 'h-11 w-full rounded-lg border border-select-line bg-select px-3 text-sm text-select-fg';

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
        <label htmlFor={`${id}-q`} className="mb-1 block text-xs font-semibold text-fg-muted uppercase">
          {t('weapons.filters.search')}
        </label>
        <div className="relative">
          <Search
            size={18}
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-muted"
          />
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            placeholder={t('weapons.filters.searchPlaceholder')}
            className="h-11 w-full rounded-lg border border-input-line bg-input pr-10 pl-10 text-sm text-input-fg placeholder:text-input-placeholder [&::-webkit-search-cancel-button]:hidden"
          />
          {query && (
            <button
              type="button"
              onClick={() => onQuery('')}
              aria-label={t('weapons.filters.clear')}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-fg-muted hover:bg-hover hover:text-fg"
            >
              <X size={16} aria-hidden="true" />
            </button>
          )}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-cat`} className="mb-1 block text-xs font-semibold text-fg-muted uppercase">
          {t('weapons.filters.category')}
        </label>
        <select
          id={`${id}-cat`}
          value={category}
          onChange={(e) => onCategory(e.target.value)}
          className={FIELD}
        >
          <option value="">{t('weapons.filters.allCategories')}</option>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {categoryLabel(t, c.name)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className="mb-1 block text-xs font-semibold text-fg-muted uppercase">
          {t('weapons.filters.sort')}
        </label>
        <select
          id={`${id}-sort`}
          value={sort}
          onChange={(e) => onSort(e.target.value as BuildSort)}
          className={FIELD}
        >
          {BUILD_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`weapons.sort.${s}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
