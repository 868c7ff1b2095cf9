import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import SearchX from 'lucide-react/icons/search-x';
import { parseCompareWith, resolveWeaponTab, selectBuild, type WeaponTab } from '@dfwiki/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
import { comparedWeaponQuery, useWeapon, weaponQuery, weaponsQuery } from '../../../lib/queries/weapons';
import { engineInputQueries } from '../../../lib/queries/gear';
import { weaponGuidesQuery } from '../../../lib/queries/guides';
import { pageLoader } from '../../../lib/page-loader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUrlParams } from '../../../lib/use-url-params';
import { BuildsTab } from '../components/builds-tab';
import { GuidesTab } from '../components/guides-tab';
import { CompareTab, compareTitle, useComparedWeapons } from '../components/compare/compare-tab';
import { WeaponStatsTab } from '../components/weapon-stats-tab';
import { BackToBuilds, WeaponHeader } from '../components/weapon-header';

/** The weapons a compare address names besides the page's (none on the other tabs). */
const comparedSlugs = (params: Readonly<Record<string, string | undefined>>, search: URLSearchParams) =>
  resolveWeaponTab(search.get('tab')) === 'compare'
    ? parseCompareWith(search.get('with'), params.weaponNameId ?? '')
    : [];

/**
 * What the page reads, loaded before it renders (server and browser alike): the TTK engine's
 * inputs too, on the Compare tab the weapon list and the compared weapons, so a shared
 * comparison arrives whole, and on the Guides & Tips tab the weapon's guides.
 */
export const pageData = pageLoader(
  ({ params, search }) => {
    const compared = comparedSlugs(params, search);
    return [
      weaponQuery(params.weaponNameId ?? ''),
      ...engineInputQueries(),
      ...(resolveWeaponTab(search.get('tab')) === 'compare' ? [weaponsQuery] : []),
      ...compared.map((slug) => comparedWeaponQuery(slug)),
      // The Guides & Tips tab's list, in the first HTML of `?tab=guides`.
      ...(resolveWeaponTab(search.get('tab')) === 'guides'
        ? [weaponGuidesQuery(params.weaponNameId ?? '')]
        : []),
    ];
  },
  {
    head: ({ params, search, read, t }) => {
      const weapon = read(weaponQuery(params.weaponNameId ?? ''));
      if (!weapon) return undefined;
      // By id, not slug: the address may name the page's weapon by its id.
      const others = comparedSlugs(params, search)
        .flatMap((slug) => read(comparedWeaponQuery(slug)) ?? [])
        .filter((w) => w.id !== weapon.id);
      if (others.length)
        return {
          title: compareTitle(weapon, others),
          description: t('weapons.compare.description', {
            names: [weapon, ...others].map((w) => w.name).join(', '),
          }),
        };
      return {
        title: weapon.name,
        // The preview says what the rating is: the TTK tier, gold rounds to the chest.
        description: t(
          weapon.tier ? 'weapons.detail.metaDescription' : 'weapons.detail.metaDescriptionUnrated',
          {
            name: weapon.name,
            category: weapon.category.name,
            tier: weapon.tier,
            description: weapon.description,
          },
        ),
      };
    },
  },
);

/** /wiki/weapons/{slug or id}: header, then tabs (?tab=) with the selected build in ?build=. */
export default function WeaponDetailPage() {
  const { t } = useTranslation();
  const { weaponNameId = '' } = useParams();
  const [params, update] = useUrlParams();
  // The list carries build summaries only, so the page always reads the detail (the cards
  // prefetch it on hover and focus).
  const { data: weapon, isPending, error, refetch } = useWeapon(weaponNameId);
  const notFound = !weapon && error instanceof ApiError && error.status >= 400 && error.status < 500;
  const tab = resolveWeaponTab(params.get('tab'));
  const compared = useComparedWeapons(weapon, tab === 'compare' ? params.get('with') : null);
  useDocumentTitle(
    weapon
      ? compareTitle(weapon, compared.found)
      : notFound
        ? t('weapons.detail.notFound')
        : t('pages.weaponDetail.title'),
  );

  if (!weapon) {
    if (isPending) {
      return (
        <div className="flex min-h-[70vh] justify-center py-24">
          <Spinner size="lg" />
        </div>
      );
    }
    if (notFound) {
      return (
        <EmptyState
          className="mt-10"
          icon={<SearchX size={36} />}
          title={t('weapons.detail.notFound')}
          description={t('weapons.detail.notFoundText')}
          action={<BackToBuilds />}
        />
      );
    }
    return (
      <EmptyState
        className="mt-10"
        title={t('weapons.loadError')}
        action={<Button onClick={() => void refetch()}>{t('weapons.retry')}</Button>}
      />
    );
  }

  const tabs: { id: WeaponTab; label: string }[] = [
    { id: 'builds', label: t('weapons.tabs.builds') },
    { id: 'stats', label: t('weapons.tabs.stats') },
    { id: 'compare', label: t('weapons.tabs.compare') },
    { id: 'guides', label: t('weapons.tabs.guides') },
  ];
  return (
    <>
      <WeaponHeader weapon={weapon} build={selectBuild(weapon.builds, params.get('build'))} />
      <Tabs
        tabs={tabs}
        value={tab}
        onChange={(id) => update({ tab: id === 'builds' ? null : id })}
        label={t('weapons.tabs.label')}
      >
        {tab === 'builds' && (
          <BuildsTab
            weapon={weapon}
            buildParam={params.get('build')}
            onSelect={(id) => update({ build: String(id) })}
          />
        )}
        {tab === 'stats' && <WeaponStatsTab weapon={weapon} />}
        {tab === 'compare' && <CompareTab weapon={weapon} compared={compared} />}
        {tab === 'guides' && <GuidesTab weaponNameId={weaponNameId} weapon={weapon} />}
      </Tabs>
    </>
  );
}
