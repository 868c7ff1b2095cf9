import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ROTATION_SCHEDULE,
  filterSchedule,
  nearbySlots,
  orderedSchedule,
  slotStatus,
  type RotationMap,
} from '@dfwiki/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { MapInfoModal } from '../components/map-info-modal';
import { RotationClock } from '../components/rotation-clock';
import { RotationFilters } from '../components/rotation-filters';
import { RotationSlotCard } from '../components/rotation-slot-card';
import { ScheduleTable } from '../components/schedule-table';
import { useDisplayTimeZone } from '../../../lib/render-time';
import { useNow } from '../hooks/use-now';
import { useRotationFilters } from '../hooks/use-rotation-filters';

/** The three cards above the schedule: each status and its slot in `nearbySlots`. */
const NEARBY = [
  { status: 'Past', slot: 'past' },
  { status: 'Current', slot: 'current' },
  { status: 'Next', slot: 'next' },
] as const;

export default function MapRotationPage() {
  const { t } = useTranslation();
  const now = useNow();
  const timeZone = useDisplayTimeZone();
  const filters = useRotationFilters();
  const [openMap, setOpenMap] = useState<RotationMap | null>(null);
  const hourKey = now.getUTCHours();

  const nearby = useMemo(() => nearbySlots(new Date(Date.UTC(2000, 0, 1, hourKey))), [hourKey]);
  const rows = useMemo(() => {
    if (filters.map === null && filters.hour === null)
      return orderedSchedule(new Date(Date.UTC(2000, 0, 1, hourKey)));
    // Filtered views list the matching hours in UTC order.
    const ref = new Date(Date.UTC(2000, 0, 1, hourKey));
    const all = ROTATION_SCHEDULE.map((slot, index) => ({ ...slot, index, status: slotStatus(index, ref) }));
    return filterSchedule(all, { map: filters.map, hour: filters.hour });
  }, [filters.map, filters.hour, hourKey]);

  return (
    <>
      <PageHeader texts="rotation" docTitle={t('pages.mapRotation.title')} />
      <div className="space-y-8">
        <RotationClock now={now} timeZone={timeZone} />
        <div className="grid gap-4 md:grid-cols-3">
          {NEARBY.map(({ status, slot }) => (
            <RotationSlotCard
              key={status}
              status={status}
              slot={nearby[slot]}
              now={now}
              timeZone={timeZone}
              onOpenMap={setOpenMap}
            />
          ))}
        </div>
        <RotationFilters
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
              ? t('rotation.table.byMap', { map: filters.map })
              : filters.hour !== null
                ? t('rotation.table.byHour', { hour: String(filters.hour).padStart(2, '0') })
                : t('rotation.table.all')}
          </p>
          <ScheduleTable
            rows={rows}
            now={now}
            timeZone={timeZone}
            highlightMap={filters.map}
            onOpenMap={setOpenMap}
          />
        </section>
        <p className="text-xs text-fg-muted">{t('rotation.note')}</p>
      </div>
      <MapInfoModal map={openMap} onClose={() => setOpenMap(null)} />
    </>
  );
}
