import { useTranslation } from 'react-i18next';
import {
  hoursForEntry,
  hourWindows,
  isAlwaysOpen,
  localRange,
  utcLabel,
  type RotationSchedule,
} from '@dfwiki/shared';
import { useDisplayTimeZone } from '../../../lib/render-time';

/** Whether `map` is open in the UTC hour of `now` (any level). */
export function isOpenAt(schedule: RotationSchedule, map: string, now: Date): boolean {
  const hour = now.getUTCHours();
  return [...schedule.always_open, ...(schedule.hours[hour] ?? [])].some((e) => e.map === map);
}

/**
 * When a map is open today, level by level, in UTC and in the reader's time (UTC until the page
 * has started in the browser, so the server's HTML and the first render agree).
 */
export function MapOpenHours({ schedule, map, now }: { schedule: RotationSchedule; map: string; now: Date }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const entries = [...schedule.always_open, ...schedule.hours.flat()].filter(
    (e, i, all) => e.map === map && all.findIndex((o) => JSON.stringify(o) === JSON.stringify(e)) === i,
  );
  if (!entries.length) return <p className="text-sm text-fg-muted">{t('maps.hours.none')}</p>;
  return (
    <ul className="space-y-2 text-sm" data-testid="map-hours">
      {entries.map((entry) => {
        const label = [
          entry.difficulty && t(`rotation.difficulty.${entry.difficulty.toLowerCase()}`),
          ...entry.tags,
        ]
          .filter(Boolean)
          .join(' · ');
        const hours = hoursForEntry(schedule, entry);
        const windows = hourWindows(hours);
        return (
          <li key={JSON.stringify(entry)}>
            <span className="font-semibold">{label || map}</span>:{' '}
            {isAlwaysOpen(schedule, entry) || hours.length === 24 ? (
              t('maps.hours.always')
            ) : (
              <span className="tabular-nums">
                {windows.map((w) => `${utcLabel(w)} UTC`).join(', ')}
                {timeZone !== 'UTC' && (
                  <span className="text-fg-muted">
                    {' '}
                    ({t('maps.hours.local')}: {windows.map((w) => localRange(w, timeZone, now)).join(', ')})
                  </span>
                )}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
