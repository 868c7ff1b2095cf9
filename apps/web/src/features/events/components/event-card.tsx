import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Gift from 'lucide-react/icons/gift';
import { isEventActive, rewardPreview, slugify, type GameEvent, pathTo } from '@dfwiki/shared';
import { Badge } from '../../../components/ui/badge';
import { ExampleNote } from '../../../components/ui/example-note';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { cx } from '../../../lib/cx';
import { formatEventRange } from './event-dates';

export const EVENT_FALLBACK = '/images/event-fallback.svg';

/** Where an event's page lives: Gator Frenzy has its own route, any other id uses /wiki/events/{id}. */
export const eventHref = (id: string) => `${pathTo('events')}/${encodeURIComponent(id)}`;

/** Event card: status banner, dates, image (fallback on error), title, two-line description, maps, first two rewards. */
export function EventCard({ event, now }: { event: GameEvent; now: Date }) {
  const { t, i18n } = useTranslation();
  const active = isEventActive(event, now);
  const rewards = rewardPreview(
    event.rewards.map((r) => t(`events.rewardNames.${slugify(r)}`, { defaultValue: r })),
  );
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-card-line bg-card text-card-fg shadow-sm transition-[transform,border-color] focus-within:border-accent hover:-translate-y-0.5 hover:border-accent motion-reduce:hover:translate-y-0">
      <p
        className={cx(
          'px-4 py-1.5 text-xs font-bold tracking-widest uppercase',
          active ? 'bg-btn-success text-btn-success-fg' : 'bg-badge text-badge-fg',
        )}
      >
        {active ? t('events.banner.active') : t('events.banner.past')}
      </p>
      <FallbackImage
        src={event.image}
        fallback={EVENT_FALLBACK}
        className="aspect-[16/9] w-full bg-sunken object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <p className="flex items-center gap-1.5 text-sm text-fg-muted">
          <CalendarDays size={16} aria-hidden="true" />
          {formatEventRange(event, i18n.language)}
        </p>
        <h2 className="mt-2 text-lg font-bold">
          <Link
            to={eventHref(event.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
          >
            {event.title}
          </Link>
        </h2>
        <p className="mt-1 line-clamp-2 text-sm text-fg-muted">{event.description}</p>
        {event.example && <ExampleNote className="relative mt-2">{t('events.exampleNote')}</ExampleNote>}
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('events.maps')}>
          {event.maps.map((map) => (
            <li key={map}>
              <Badge tone="info">{map}</Badge>
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-4">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-fg-muted uppercase">
            <Gift size={14} aria-hidden="true" />
            {t('events.rewards')}
          </p>
          <ul className="mt-1 text-sm">
            {rewards.shown.map((r) => (
              <li key={r}>• {r}</li>
            ))}
            {rewards.more > 0 && (
              <li className="text-fg-muted">{t('events.more', { count: rewards.more })}</li>
            )}
          </ul>
        </div>
      </div>
    </li>
  );
}
