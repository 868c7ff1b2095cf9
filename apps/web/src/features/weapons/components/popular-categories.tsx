import { useTranslation } from 'react-i18next';
import type { CategoryCount } from '@dfwiki/shared';
import { cx } from '../../../lib/cx';
import { categoryLabel } from './category-label';

/** Popular Categories tiles: a click sets the category filter; each shows its number of weapons with builds. */
export function PopularCategories({
  categories,
  active,
  onSelect,
}: {
  categories: CategoryCount[];
  active: string;
  onSelect: (slug: string) => void;
}) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="popular-categories" className="mt-10">
      <h2 id="popular-categories" className="mb-4 text-xl font-bold">
        {t('weapons.popular.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {categories.slice(0, 8).map((c) => {
          const selected = c.slug === active;
          return (
            <li key={c.slug}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(selected ? '' : c.slug)}
                className={cx(
                  'flex w-full flex-col items-start rounded-xl border p-4 text-left transition-colors',
                  selected
                    ? 'border-accent bg-active text-active-fg theme-contrast:border-link'
                    : 'border-card-line bg-card text-card-fg hover:border-accent hover:bg-hover',
                )}
              >
                <span className="font-semibold">{categoryLabel(t, c.name)}</span>
                <span className={cx('mt-1 text-sm', selected ? '' : 'text-fg-muted')}>
                  {t('weapons.popular.count', { count: c.count })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
