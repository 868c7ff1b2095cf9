import { useTranslation } from 'react-i18next';
import { EVENTS, GATOR_FRENZY, isEventActive, pathTo } from '@dfwiki/shared';
import { Badge } from '../../../components/ui/badge';
import { BackLink } from '../../../components/ui/back-link';
import { ExampleNote } from '../../../components/ui/example-note';
import { PageHeader } from '../../../components/ui/page-header';
import { StatList } from '../../../components/ui/stat-list';
import { useRenderTime } from '../../../lib/render-time';
import { formatEventRange } from '../components/event-dates';
import { GATOR_EVENT_ID, GATOR_MAPS } from '../components/gator/gator-data';
import { GatorMapCard } from '../components/gator/gator-map-card';
import { GatorRewards } from '../components/gator/gator-rewards';
import { GatorSection } from '../components/gator/gator-section';

const EVENT = EVENTS.find((e) => e.id === GATOR_EVENT_ID)!;

/** /wiki/events/gator-frenzy — dates, status, maps with lair guides and zoomable maps, rewards. */
export default function GatorFrenzyPage() {
  const { t, i18n } = useTranslation();
  const active = isEventActive(EVENT, useRenderTime());
  const facts = [
    { id: 'dates', value: formatEventRange(EVENT, i18n.language) },
    { id: 'maps', value: EVENT.maps.join(', ') },
    { id: 'lairs', value: String(GATOR_MAPS.reduce((sum, m) => sum + m.lairs, 0)) },
    { id: 'guards', value: t('gator.facts.guardsValue') },
  ].map((fact) => ({ ...fact, label: t(`gator.facts.${fact.id}`) }));
  return (
    <>
      <BackLink to={pathTo('events')} className="mb-4">
        {t('gator.back')}
      </BackLink>
      <PageHeader
        eyebrow={
          <span className="flex flex-wrap gap-2 normal-case">
            <Badge tone={active ? 'success' : 'neutral'}>
              {active ? t('gator.active') : t('gator.inactive')}
            </Badge>
            <Badge tone="warning">
              {t('gator.multiplier', { multiplier: GATOR_FRENZY.rewardMultiplier })}
            </Badge>
          </span>
        }
        texts="gator"
      />
      {EVENT.example && (
        <ExampleNote contribute className="mb-6 text-sm">
          {t('gator.exampleNote')}
        </ExampleNote>
      )}
      <StatList
        stats={facts}
        tile="card"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        valueClassName="mt-1 font-bold"
      />
      <GatorSection part="maps" intro>
        <div className="grid gap-6 lg:grid-cols-2">
          {GATOR_MAPS.map((map) => (
            <GatorMapCard key={map.id} map={map} />
          ))}
        </div>
      </GatorSection>
      <GatorRewards />
      {/* No official page about this event could be cited, so the page links to none. */}
      <p className="mt-10 rounded-2xl border border-line bg-surface p-6 text-fg-muted">
        {t('gator.official.text')}
      </p>
    </>
  );
}
