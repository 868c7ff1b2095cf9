import { useTranslation } from 'react-i18next';
import CalendarX from 'lucide-react/icons/calendar-x';
import { countEvents, filterEvents, type EventFilter } from '@dfwiki/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { StatList } from '../../../components/ui/stat-list';
import { useRenderTime } from '../../../lib/render-time';
import { useUrlParams, useUrlText } from '../../../lib/use-url-params';
import { EventCard } from '../components/event-card';
import { EVENT_FILTERS, EventsToolbar } from '../components/events-toolbar';
import { useLocalizedEvents } from '../hooks/use-localized-events';

/**
 * /wiki/events — the hard-coded events list. The data is static, so it shows at once (an older
 * version of the site waited a second on purpose; a reader gains nothing from that).
 */
export default function EventsPage() {
  const { t } = useTranslation();
  const events = useLocalizedEvents();
  const [params, update] = useUrlParams();
  const [query, setQuery] = useUrlText('q');
  const raw = params.get('filter');
  const filter: EventFilter = EVENT_FILTERS.includes(raw as EventFilter) ? (raw as EventFilter) : 'all';
  const now = useRenderTime();
  const counts = countEvents(events, now);
  const shown = filterEvents(events, { filter, query }, now);

  return (
    <>
      <PageHeader texts="events" />
      <StatList
        stats={(['active', 'past'] as const).map((id) => ({
          id,
          label: t(`events.counts.${id}`),
          value: counts[id],
          testId: `${id}-count`,
        }))}
        tile="card"
        className="mb-6 grid max-w-md grid-cols-2 gap-3"
        labelClassName="text-sm text-fg-muted"
        valueClassName="text-3xl font-bold tabular-nums"
      />
      <EventsToolbar
        filter={filter}
        onFilter={(f) => update({ filter: f === 'all' ? null : f })}
        query={query}
        onQuery={setQuery}
      />
      <div className="mt-6">
        {shown.length === 0 ? (
          <EmptyState icon={<CalendarX size={36} />} texts="events.empty" />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="event-cards">
            {shown.map((event) => (
              <EventCard key={event.id} event={event} now={now} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
