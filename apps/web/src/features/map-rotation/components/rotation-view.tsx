import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  filterSchedule,
  hoursForMap,
  nearbySlots,
  orderedSchedule,
  rotationMaps,
  scheduleRows,
  type RotationEntry,
  type RotationVersion,
} from '@dfwiki/shared';
import { useDisplayTimeZone } from '../../../lib/render-time';
import { useNow } from '../../../lib/use-now';
import { useRotationFilters } from '../hooks/use-rotation-filters';
import { AlwaysOpenCard } from './always-open-card';
import { MapInfoModal } from './map-info-modal';
import { PastSchedules } from './past-schedules';
import { RotationClock } from './rotation-clock';
import { RotationFilters } from './rotation-filters';
import { RotationSlotCard } from './rotation-slot-card';
import { RotationSource } from './rotation-source';
import { ScheduleTable } from './schedule-table';

/** The three cards above the schedule: each status and its slot in `nearbySlots`. */
const NEARBY = [
  { status: 'Past', slot: 'past' },
  { status: 'Current', slot: 'current' },
  { status: 'Next', slot: 'next' },
] as const;

/** Source line, clock, Now/Next, always-open maps, filters and the 24-hour table of one version. */
export function RotationView({ version }: { version: RotationVersion }) {
  const { t } = useTranslation();
  const { schedule } = version;
  const now = useNow();
  const timeZone = useDisplayTimeZone();
  const maps = useMemo(() => rotationMaps(schedule), [schedule]);
  const filters = useRotationFilters(maps);
  const [openEntry, setOpenEntry] = useState<RotationEntry | null>(null);
  const hourKey = now.getUTCHours();
  const newMap = schedule.new_map?.map ?? null;

  // Statuses follow the hour only, so the rows are recomputed once an hour, not every minute.
  const rows = useMemo(() => {
    const hourStart = new Date(Date.UTC(2000, 0, 1, hourKey));
    if (filters.map === null && filters.hour === null) return orderedSchedule(schedule, hourStart);
    // Filtered views list the matching hours in UTC order.
    return filterSchedule(schedule, scheduleRows(schedule, hourStart), {
      map: filters.map,
      hour: filters.hour,
    });
  }, [schedule, filters.map, filters.hour, hourKey]);
  const nearby = useMemo(
    () => nearbySlots(schedule, new Date(Date.UTC(2000, 0, 1, hourKey))),
    [schedule, hourKey],
  );
  const alwaysOpenMap = filters.map !== null && hoursForMap(schedule, filters.map).length === 24;

  return (
    <>
      <div className="space-y-8">
        <RotationSource version={version} />
        <RotationClock now={now} timeZone={timeZone} />
        <div className="grid gap-4 md:grid-cols-3">
          {NEARBY.map(({ status, slot }) => (
            <RotationSlotCard
              key={status}
              status={status}
              slot={nearby[slot]}
              now={now}
              timeZone={timeZone}
              newMap={newMap}
              onOpenMap={setOpenEntry}
            />
          ))}
        </div>
        <AlwaysOpenCard schedule={schedule} onOpenMap={setOpenEntry} />
        <RotationFilters
          maps={maps}
          map={filters.map}
          hour={filters.hour}
          onMap={filters.setMap}
          onHour={filters.setHour}
          onReset={filters.reset}
        />
        <section aria-labelledby="rot-schedule" className="space-y-3">
          <h2 id="rot-schedule" className="text-xl font-bold">
            {t('rotation.table.title')}
          </h2>
          <p className="text-sm text-fg-muted" data-testid="schedule-summary">
            {filters.map
              ? t(alwaysOpenMap ? 'rotation.table.byAlwaysOpenMap' : 'rotation.table.byMap', {
                  map: filters.map,
                })
              : filters.hour !== null
                ? t('rotation.table.byHour', { hour: String(filters.hour).padStart(2, '0') })
                : t('rotation.table.all')}
          </p>
          <ScheduleTable
            rows={rows}
            now={now}
            timeZone={timeZone}
            highlightMap={filters.map}
            newMap={newMap}
            onOpenMap={setOpenEntry}
          />
        </section>
        <PastSchedules />
      </div>
      <MapInfoModal entry={openEntry} schedule={schedule} onClose={() => setOpenEntry(null)} />
    </>
  );
}
