import { useTranslation } from 'react-i18next';
import type { RotationEntry } from '@dfwiki/shared';
import { MapChip } from './map-chip';

export interface EntryListProps {
  entries: readonly RotationEntry[];
  onOpen: (entry: RotationEntry) => void;
  /** The season's new map (its chips get a badge). */
  newMap?: string | null;
  highlightMap?: string | null;
  className?: string;
}

/** The chips of one slot; an hour with nothing rotating says so. */
export function EntryList({ entries, onOpen, newMap, highlightMap, className }: EntryListProps) {
  const { t } = useTranslation();
  if (!entries.length) return <p className="text-sm text-fg-muted">{t('rotation.nothingRotates')}</p>;
  return (
    <ul className={className ?? 'flex flex-wrap gap-2'}>
      {entries.map((entry) => (
        <li key={[entry.map, entry.difficulty, ...entry.tags].join('|')}>
          <MapChip
            entry={entry}
            onOpen={onOpen}
            isNew={entry.map === newMap}
            highlighted={entry.map === highlightMap}
          />
        </li>
      ))}
    </ul>
  );
}
