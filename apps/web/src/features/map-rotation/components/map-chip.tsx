import { useTranslation } from 'react-i18next';
import type { RotationDifficulty, RotationEntry } from '@dfwiki/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { cx } from '../../../lib/cx';
import { useRotationLabels } from '../hooks/use-rotation-labels';

export const DIFFICULTY_TONE: Record<RotationDifficulty, BadgeTone> = {
  Easy: 'success',
  Normal: 'info',
  Hard: 'danger',
};

/** A way to play a map: its name, difficulty and tags (e.g. Solo) as badges; opens its hours. */
export function MapChip({
  entry,
  onOpen,
  highlighted,
  isNew,
}: {
  entry: RotationEntry;
  onOpen: (entry: RotationEntry) => void;
  highlighted?: boolean;
  /** The season's new map: a "New" badge. */
  isNew?: boolean;
}) {
  const { t } = useTranslation();
  const labels = useRotationLabels();
  return (
    <button
      type="button"
      onClick={() => onOpen(entry)}
      data-testid="map-chip"
      className={cx(
        'inline-flex flex-wrap items-center gap-1.5 rounded-lg border px-2 py-1 text-left text-sm font-medium hover:bg-hover',
        highlighted ? 'border-accent theme-contrast:border-link' : 'border-line',
      )}
    >
      <span>{entry.map}</span>
      {entry.difficulty && (
        <Badge tone={DIFFICULTY_TONE[entry.difficulty]}>{labels.difficulty(entry.difficulty)}</Badge>
      )}
      {entry.tags.map((tag) => (
        <Badge key={tag}>{tag}</Badge>
      ))}
      {isNew && <Badge tone="accent">{t('rotation.newShort')}</Badge>}
    </button>
  );
}
