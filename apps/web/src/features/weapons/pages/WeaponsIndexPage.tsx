import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import SearchX from 'lucide-react/icons/search-x';
import {
  BUILD_SORTS,
  DEFAULT_BUILD_SORT,
  filterBuildWeapons,
  isBuildSort,
  popularCategories,
  queryText,
  sortBuildWeapons,
  weaponsWithBuilds,
  type BuildSort,
} from '@dfwiki/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useWeapons, weaponsQuery } from '../../../lib/queries/weapons';
import { pageLoader } from '../../../lib/page-loader';
import { useUrlParams, useUrlText } from '../../../lib/use-url-params';
import { BuildsFilters, type BuildFilters } from '../components/builds-filters';
import { FeaturedBanner, InfoTiles } from '../components/builds-extras';
import { PopularCategories } from '../components/popular-categories';
import { IconSymbols } from '../../../components/ui/icon-symbols';
import { WEAPON_CARD_ICONS, WeaponCard } from '../components/weapon-card';
import { useCardLinks } from '../hooks/use-card-links';
import { featuredBuildsQuery } from '../api/saved-builds';

/**
 * What the page reads, loaded before it renders (server and browser alike): the weapons, and the
 * featured builds, so the banner shows them in the first HTML.
 */
export const pageData = pageLoader(() => [weaponsQuery, featuredBuildsQuery]);

/** /wiki/weapons — weapons that have community builds, with category, text and sort in the URL. */
export default function WeaponsIndexPage() {
  const { t } = useTranslation();
  const { data: weapons, isPending, isError, refetch } = useWeapons();
  // A failed read leaves the banner as it is without featured builds.
  const { data: featured } = useQuery(featuredBuildsQuery);
  const [params, update] = useUrlParams();
  const [query, setQuery] = useUrlText('q');
  const category = queryText(params.get('category'));
  const sortParam = params.get('sort');
  const sort: BuildSort = isBuildSort(sortParam) ? sortParam : DEFAULT_BUILD_SORT;
  const cardLinks = useCardLinks();

  const withBuilds = useMemo(() => weaponsWithBuilds(weapons ?? []), [weapons]);
  const categories = useMemo(() => popularCategories(withBuilds), [withBuilds]);
  const byName = useMemo(() => [...categories].sort((a, b) => a.name.localeCompare(b.name)), [categories]);
  const shown = useMemo(
    () => sortBuildWeapons(filterBuildWeapons(withBuilds, { category, query }), sort),
    [withBuilds, category, query, sort],
  );
  // Each card's place in every order, so that a sort chosen before the app is shown at once.
  const places = useMemo(() => {
    const byId = new Map<number, Record<string, number>>(shown.map((w) => [w.id, {}]));
    for (const order of BUILD_SORTS)
      sortBuildWeapons(shown, order).forEach((w, place) => (byId.get(w.id)![order] = place));
    return byId;
  }, [shown]);
  const setCategory = (slug: string) => update({ category: slug });
  // The search text goes through useUrlText (the box keeps its caret); the default sort stays out of the URL.
  const changeFilter = ({ query: text, category: slug, sort: next }: Partial<BuildFilters>) => {
    if (text !== undefined) setQuery(text);
    if (slug !== undefined) setCategory(slug);
    if (next !== undefined) update({ sort: next === DEFAULT_BUILD_SORT ? null : next });
  };

  return (
    <>
      <PageHeader texts="weapons" />
      <FeaturedBanner builds={featured} />
      <BuildsFilters categories={byName} filters={{ category, query, sort }} onChange={changeFilter} />
      <div className="mt-6">
        {isPending ? (
          <div className="flex min-h-[70vh] justify-center py-16">
            <Spinner size="lg" />
          </div>
        ) : isError ? (
          <EmptyState
            title={t('weapons.loadError')}
            action={<Button onClick={() => void refetch()}>{t('weapons.retry')}</Button>}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<SearchX size={36} />}
            texts="weapons.empty"
            action={
              <Button variant="secondary" onClick={() => update({ q: null, category: null })}>
                {t('weapons.empty.reset')}
              </Button>
            }
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-fg-muted" aria-live="polite">
              {t('weapons.showing', { count: shown.length })}
            </p>
            <p className="mb-3 text-xs text-fg-muted" data-testid="cards-opinion">
              <span className="mr-2 rounded border border-line-strong px-1.5 py-px font-semibold text-fg">
                {t('weapons.opinion.label')}
              </span>
              {t('weapons.opinion.cardsLegend')}
            </p>
            <IconSymbols icons={WEAPON_CARD_ICONS} />
            {/* The cards' links are answered here (hooks/use-card-links.ts). */}
            <ul
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
              data-testid="weapon-cards"
              {...cardLinks}
            >
              {shown.map((weapon) => (
                <WeaponCard key={weapon.id} weapon={weapon} places={places.get(weapon.id)} />
              ))}
            </ul>
          </>
        )}
      </div>
      <PopularCategories categories={categories} active={category} onSelect={setCategory} />
      <InfoTiles />
    </>
  );
}
