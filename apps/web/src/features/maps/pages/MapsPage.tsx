import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathTo, rotationMaps, type MapSummary } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { AboutDataLink } from '../../../components/ui/about-data-link';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { pageLoader } from '../../../lib/page-loader';
import { rotationQuery } from '../../../lib/queries/rotation';
import { useNow } from '../../../lib/use-now';
import { mapListQuery } from '../../../lib/queries/maps';
import { isOpenAt } from '../components/map-open-hours';
import { MapLevels } from '../components/map-levels';
import { useMapFormat } from '../components/use-map-format';

/** What the page reads, loaded before it renders (server and browser alike). */
export const pageData = pageLoader(() => [mapListQuery, rotationQuery]);

/** /wiki/maps: every Operations map, its levels, whether it is open now, and what the wiki knows of it. */
export default function MapsPage() {
  const { t } = useTranslation();
  const list = useQuery(mapListQuery);
  const rotation = useQuery(rotationQuery);
  const now = useNow();
  const schedule = rotation.data?.schedule ?? null;
  if (!list.data)
    return (
      <div className="flex min-h-[50vh] justify-center py-24">
        <Spinner size="lg" />
      </div>
    );
  const listed = new Set(list.data.map((m) => m.name));
  // Maps only the rotation names (a new season's map): known by name and levels only.
  const fromRotation = schedule ? rotationMaps(schedule).filter((m) => !listed.has(m.name)) : [];
  return (
    <>
      <PageHeader title={t('maps.title')} subtitle={t('maps.subtitle')} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="map-list">
        {list.data.map((map) => (
          <MapCard key={map.slug} map={map} open={schedule ? isOpenAt(schedule, map.name, now) : null} />
        ))}
        {fromRotation.map((m) => (
          <li key={m.slug}>
            <Card className="h-full p-4">
              <h2 className="text-lg font-bold">
                <PrefetchLink to={pathTo('map', { mapSlug: m.slug })} className="text-link underline">
                  {m.name}
                </PrefetchLink>
              </h2>
              {schedule && <OpenBadge open={isOpenAt(schedule, m.name, now)} />}
              <p className="mt-2 text-sm text-fg-muted">{t('maps.rotationOnly')}</p>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-xs text-fg-muted">
        {t('maps.listNote')} <AboutDataLink section="sources" />
      </p>
    </>
  );
}

function OpenBadge({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="mt-1">
      <Badge tone={open ? 'success' : 'neutral'}>{open ? t('maps.openNow') : t('maps.closedNow')}</Badge>
    </p>
  );
}

function MapCard({ map, open }: { map: MapSummary; open: boolean | null }) {
  const { t } = useTranslation();
  const f = useMapFormat();
  return (
    <li>
      <Card className="h-full p-4" data-testid="map-card">
        <h2 className="text-lg font-bold">
          <PrefetchLink to={pathTo('map', { mapSlug: map.slug })} className="text-link underline">
            {map.name}
          </PrefetchLink>{' '}
          {map.name_cn && (
            <span lang="zh" className="text-sm font-normal text-fg-muted">
              {map.name_cn}
            </span>
          )}
        </h2>
        {open !== null && <OpenBadge open={open} />}
        <div className="mt-3">
          <MapLevels map={map} />
        </div>
        {map.has_map_data ? (
          <p className="mt-3 text-sm text-fg-muted">
            {t('maps.counts', { areas: map.area_count, keys: map.key_count })}{' '}
            {map.collectible_count !== null
              ? t('maps.collectibleCount', { n: f.int(map.collectible_count) })
              : t('maps.noCollectibles')}
          </p>
        ) : (
          <p className="mt-3 text-sm text-fg-muted">{t('maps.rotationOnly')}</p>
        )}
      </Card>
    </li>
  );
}
