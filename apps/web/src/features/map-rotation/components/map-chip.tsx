import type { RotationMap } from '@dfwiki/shared';
import { cx } from '../../../lib/cx';
import { useRotationLabels } from '../hooks/use-rotation-labels';

const MODE_TONE: Record<string, string> = {
  Hard: 'bg-btn-danger text-btn-danger-fg',
  'Blackout Long Night': 'bg-btn-info text-btn-info-fg',
};

/** A map in a rotation slot with its mode badge; opens the map's details. */
export function MapChip({
  map,
  onOpen,
  highlighted,
}: {
  map: RotationMap;
  onOpen: (map: RotationMap) => void;
  highlighted?: boolean;
}) {
  const labels = useRotationLabels();
  return (
    <button
      type="button"
      onClick={() => onOpen(map)}
      data-testid="map-chip"
      className={cx(
        'inline-flex items-center gap-1.5 rounded-lg border px-2 py-1 text-left text-sm font-medium hover:bg-hover',
        highlighted ? 'border-accent theme-contrast:border-link' : 'border-line',
      )}
    >
      <span>{map.name}</span>
      <span
        className={cx(
          'rounded px-1.5 py-px text-[11px] font-semibold whitespace-nowrap',
          MODE_TONE[map.mode] ?? 'bg-badge text-badge-fg',
        )}
      >
        {labels.mode(map.mode)}
      </span>
    </button>
  );
}
