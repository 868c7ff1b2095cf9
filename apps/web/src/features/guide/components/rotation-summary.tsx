import { useTranslation } from 'react-i18next';
import {
  hoursForEntry,
  rotationEntryKey,
  type RotationEntry,
  type RotationSchedule,
  type RotationVersion,
} from '@dfwiki/shared';
import { formatDay } from '../../../lib/format-day';
import { shortSource } from '../../../lib/source-label';

/** One map and its levels (difficulty and tags), each with how many hours a day it is open. */
export interface OpenMap {
  map: string;
  levels: { entry: RotationEntry; hours: number }[];
}

/**
 * The schedule's maps split into those open all day (a level open in all 24 hours, whether listed
 * as always open or in every hour) and those open only at some hours; maps in the schedule's order.
 */
export function openMaps(schedule: RotationSchedule): { allDay: OpenMap[]; someHours: OpenMap[] } {
  const seen = new Set<string>();
  const levels = [...schedule.always_open, ...schedule.hours.flat()]
    .filter((entry) => {
      const key = rotationEntryKey(entry);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((entry) => ({ entry, hours: hoursForEntry(schedule, entry).length }));
  const byMap = (list: typeof levels) =>
    list.reduce<OpenMap[]>((maps, level) => {
      const open = maps.find((m) => m.map === level.entry.map);
      if (open) open.levels.push(level);
      else maps.push({ map: level.entry.map, levels: [level] });
      return maps;
    }, []);
  return {
    allDay: byMap(levels.filter((l) => l.hours === 24)),
    someHours: byMap(levels.filter((l) => l.hours < 24)),
  };
}

/**
 * The maps section's list, read from the current rotation: which maps and levels are open all day
 * and which only at some hours, with the rotation's date and source. Without a rotation, a sentence
 * that stays true sends the reader to the rotation page.
 */
export function RotationSummary({ version }: { version: RotationVersion | null }) {
  const { t, i18n } = useTranslation();
  if (!version) return <p data-testid="guide-rotation-unavailable">{t('guide.rotation.unavailable')}</p>;
  const { allDay, someHours } = openMaps(version.schedule);
  const day = version.source_date ?? version.created_at.slice(0, 10);
  const source = version.source ? shortSource(t, version.source) : t('guide.rotation.editors');
  const level = ({ entry, hours }: OpenMap['levels'][number], withHours: boolean) => {
    const name = [
      entry.difficulty && t(`rotation.difficulty.${entry.difficulty.toLowerCase()}`),
      ...entry.tags,
    ]
      .filter(Boolean)
      .join(' · ');
    const count = withHours ? t('guide.rotation.hours', { count: hours }) : '';
    return name && count ? `${name} (${count})` : name || count;
  };
  const list = (maps: OpenMap[], testId: string, withHours: boolean) =>
    maps.length ? (
      <ul data-testid={testId}>
        {maps.map(({ map, levels }) => {
          const text = levels
            .map((l) => level(l, withHours))
            .filter(Boolean)
            .join(', ');
          return (
            <li key={map}>
              <strong>{map}</strong>
              {text && `: ${text}`}
            </li>
          );
        })}
      </ul>
    ) : (
      <p data-testid={testId}>{t('guide.rotation.none')}</p>
    );
  return (
    <div data-testid="guide-rotation">
      <p className="text-sm text-fg-muted" title={version.source ?? undefined}>
        {t('guide.rotation.asOf', { date: formatDay(day, i18n.language), source })}
      </p>
      <h3>{t('guide.rotation.allDay')}</h3>
      {list(allDay, 'guide-open-all-day', false)}
      <h3>{t('guide.rotation.someHours')}</h3>
      {list(someHours, 'guide-open-some-hours', true)}
    </div>
  );
}
