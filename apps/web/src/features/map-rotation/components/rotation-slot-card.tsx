import { useTranslation } from 'react-i18next';
import { localRange, type RotationMap, type RotationSlot, type SlotStatus } from '@dfwiki/shared';
import { cx } from '../../../lib/cx';
import { useRotationLabels, utcLabel } from '../hooks/use-rotation-labels';
import { MapChip } from './map-chip';

export interface RotationSlotCardProps {
  status: SlotStatus;
  slot: RotationSlot;
  now: Date;
  timeZone: string;
  onOpenMap: (map: RotationMap) => void;
}

/** Past / Current / Next rotation card. */
export function RotationSlotCard({ status, slot, now, timeZone, onOpenMap }: RotationSlotCardProps) {
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
      <ul className="mt-3 flex flex-wrap gap-2">
        {slot.maps.map((map) => (
          <li key={`${map.name}-${map.mode}`}>
            <MapChip map={map} onOpen={onOpenMap} />
          </li>
        ))}
      </ul>
    </section>
  );
}
