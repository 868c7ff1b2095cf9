import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EVENTS, pathTo, type MapDetail } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { AboutDataLink } from '../../../components/ui/about-data-link';
import { BackLink } from '../../../components/ui/back-link';
import { DetailFallback } from '../../../components/ui/detail-fallback';
import { Badge } from '../../../components/ui/badge';
import { ContributeLink } from '../../../components/ui/contribute-link';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError } from '../../../lib/api-client';
import { pageLoader } from '../../../lib/page-loader';
import { rotationQuery } from '../../../lib/queries/rotation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNow } from '../../../lib/use-now';
import { mapDetailQuery } from '../api/maps';
import { KeyLinks, MapAreaCard } from '../components/map-area';
import { MapLevels } from '../components/map-levels';
import { isOpenAt, MapOpenHours } from '../components/map-open-hours';
import { useMapFormat } from '../components/use-map-format';

/** What the page reads, loaded before it renders (server and browser alike). */
export const pageData = pageLoader(({ params }) => [mapDetailQuery(params.mapSlug ?? ''), rotationQuery], {
  // The client's Chinese name stands beside the English one, in link previews too.
  head: ({ params, read, t }) => {
    const map = read(mapDetailQuery(params.mapSlug ?? ''));
    return (
      map && {
        title: map.name_cn
          ? `${map.name} (${map.name_cn}) · ${t('meta.map.title')}`
          : `${map.name} · ${t('meta.map.title')}`,
      }
    );
  },
});

/** /wiki/maps/{slug}: one map, when it is open, its areas with keys and collectibles, its events. */
export default function MapPage() {
  const { t } = useTranslation();
  const slug = useParams().mapSlug ?? '';
  const read = useQuery(mapDetailQuery(slug));
  const back = <BackLink to={pathTo('maps')}>{t('maps.back')}</BackLink>;
  const notFound = read.error instanceof ApiError && read.error.status >= 400 && read.error.status < 500;
  // Set here, not only by the header: a parent's effect runs after its children's.
  useDocumentTitle(read.data ? mapTitle(read.data) : notFound ? t('maps.notFound.title') : undefined);
  if (read.data) return <MapView map={read.data} back={back} />;
  return (
    <DetailFallback
      pending={read.isPending}
      notFound={notFound}
      texts="maps"
      back={back}
      retry={() => void read.refetch()}
    />
  );
}

const H2 = 'mb-3 text-lg font-bold';

/** The map's name with the client's Chinese name beside it, as tabs and link previews show it. */
const mapTitle = (map: MapDetail) => (map.name_cn ? `${map.name} (${map.name_cn})` : map.name);

function MapView({ map, back }: { map: MapDetail; back: React.ReactNode }) {
  const { t } = useTranslation();
  const f = useMapFormat();
  const rotation = useQuery(rotationQuery);
  const now = useNow();
  const schedule = rotation.data?.schedule ?? null;
  const events = EVENTS.filter((e) => e.maps.includes(map.name));
  const withCollectibles = map.areas.some((a) => a.collectibles.length > 0);
  return (
    <>
      {back}
      <PageHeader
        className="mt-2"
        title={map.name}
        docTitle={mapTitle(map)}
        eyebrow={t('maps.eyebrow')}
        subtitle={
          map.name_cn ? (
            <span lang="zh" data-testid="map-name-cn">
              {map.name_cn}
            </span>
          ) : undefined
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="map-levels">
          <h2 id="map-levels" className={H2}>
            {t('maps.levelsAndExits')}
          </h2>
          <MapLevels map={map} />
          {map.extractions_cn.length > 0 && (
            <>
              <h3 className="mt-4 text-sm font-semibold">{t('maps.extractions')}</h3>
              <ul className="mt-1 space-y-0.5 text-sm">
                {map.extractions_cn.map((e) => (
                  <li key={e}>
                    {t(`maps.extraction.${e}`, { defaultValue: '' })}{' '}
                    <span lang="zh" className="text-fg-muted">
                      ({e})
                    </span>
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-xs text-fg-muted">{t('maps.ourNames')}</p>
            </>
          )}
        </section>
        <section aria-labelledby="map-open">
          <h2 id="map-open" className={H2}>
            {t('maps.hours.title')}{' '}
            {schedule && (
              <Badge tone={isOpenAt(schedule, map.name, now) ? 'success' : 'neutral'}>
                {isOpenAt(schedule, map.name, now) ? t('maps.openNow') : t('maps.closedNow')}
              </Badge>
            )}
          </h2>
          {schedule ? (
            <MapOpenHours schedule={schedule} map={map.name} now={now} />
          ) : (
            <p className="text-sm text-fg-muted">{t('maps.hours.noRotation')}</p>
          )}
          <p className="mt-2 text-xs text-fg-muted">
            {rotation.data?.source_date
              ? t('maps.hours.source', { date: f.day(rotation.data.source_date) })
              : t('maps.hours.sourceUndated')}{' '}
            <PrefetchLink to={pathTo('rotation')} className="text-link underline">
              {t('maps.hours.rotationLink')}
            </PrefetchLink>
          </p>
        </section>
      </div>

      {events.length > 0 && (
        <section aria-labelledby="map-events" className="mt-8">
          <h2 id="map-events" className={H2}>
            {t('maps.events')}
          </h2>
          <ul className="space-y-1 text-sm">
            {events.map((e) => (
              <li key={e.id}>
                <PrefetchLink
                  to={e.id === 'gator-frenzy' ? pathTo('gator') : pathTo('events')}
                  className="text-link underline"
                >
                  {e.title}
                </PrefetchLink>{' '}
                {e.example && <Badge tone="warning">{t('maps.exampleEvent')}</Badge>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {map.has_map_data ? (
        <section aria-labelledby="map-areas" className="mt-8">
          <h2 id="map-areas" className={H2}>
            {t('maps.areas', { n: map.areas.filter((a) => a.in_map_graph).length })}
          </h2>
          <p className="mb-4 text-sm text-fg-muted">
            {withCollectibles ? t('maps.areasNote') : t('maps.noFoundIn', { map: map.name })}{' '}
            <ContributeLink />
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            {map.areas.map((area) => (
              <MapAreaCard key={area.name_cn} area={area} map={map.name} />
            ))}
          </div>
          {map.keys_without_area.length > 0 && (
            <>
              <h3 className="mt-6 font-semibold">{t('maps.keysWithoutArea')}</h3>
              <ul className="mt-1 space-y-1 text-sm">
                {map.keys_without_area.map((k) => (
                  <KeyLinks key={k.name_cn} keyOf={k} map={map.name} />
                ))}
              </ul>
            </>
          )}
        </section>
      ) : (
        <p className="mt-8 text-sm text-fg-muted">
          {t('maps.rotationOnly')} <ContributeLink />
        </p>
      )}

      <section aria-labelledby="map-sources" className="mt-8 text-xs text-fg-muted">
        <h2 id="map-sources" className="mb-1 text-sm font-semibold text-fg">
          {t('maps.sources.title')}
        </h2>
        <ul className="list-disc space-y-0.5 pl-5">
          {map.has_map_data && (
            <li>{t('maps.sources.map', { date: f.day(map.sources.map_as_of), source: map.sources.map })}</li>
          )}
          {map.has_map_data && (
            <li>
              {t('maps.sources.foundIn', {
                date: f.day(map.sources.found_in_as_of),
                source: map.sources.found_in,
              })}
            </li>
          )}
          {map.sources.prices_as_of && (
            <li>{t('maps.sources.prices', { date: f.day(map.sources.prices_as_of) })}</li>
          )}
        </ul>
        <p className="mt-2">
          <AboutDataLink section="sources" />
        </p>
      </section>
    </>
  );
}
