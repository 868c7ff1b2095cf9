import { useTranslation } from 'react-i18next';
import { localRange, type RotationEntry, type ScheduleRow, type SlotStatus } from '@dfwiki/shared';
import { cx } from '../../../lib/cx';
import { utcLabel } from '@dfwiki/shared';
import { useRotationLabels } from '../hooks/use-rotation-labels';
import { EntryList } from './entry-list';

export interface RotationSlotCardProps {
  status: SlotStatus;
  slot: ScheduleRow;
  now: Date;
  timeZone: string;
  newMap: string | null;
  onOpenMap: (entry: RotationEntry) => void;
}

/** Past / Current / Next: what rotates in that hour (the always-open maps are in their own card). */
export function RotationSlotCard({ status, slot, now, timeZone, newMap, onOpenMap }: RotationSlotCardProps) {
  const { t } = useTranslation();
  const labels = useRotationLabels();
  const current = status === 'Current';
  return (
    <section
      aria-label={labels.status(status)}
      data-testid={`slot-${status.toLowerCase()}`}
      className={cx(
        'rounded-xl border bg-card p-4 text-card-fg',
        current ? 'border-2 border-accent theme-contrast:border-link' : 'border-card-line',
      )}
    >
      <p
        className={cx(
          'text-xs font-bold tracking-wide uppercase',
          current ? 'text-accent theme-contrast:text-link' : 'text-fg-muted',
        )}
      >
        {labels.status(status)}
      </p>
      <p className="mt-1 text-lg font-bold tabular-nums">
        {utcLabel(slot.utcRange)} <span className="text-sm font-medium text-fg-muted">UTC</span>
      </p>
      <p className="text-sm text-fg-muted tabular-nums">
        {t('rotation.localShort')}: {localRange(slot.utcRange, timeZone, now)}
      </p>
      <EntryList
        entries={slot.entries}
        onOpen={onOpenMap}
        newMap={newMap}
        className="mt-3 flex flex-wrap gap-2"
      />
    </section>
  );
}
