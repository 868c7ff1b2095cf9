import { useTranslation } from 'react-i18next';
import { localRange, type RotationEntry, type ScheduleRow } from '@dfwiki/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { DataTable } from '../../../components/ui/table';
import { utcLabel } from '@dfwiki/shared';
import { useRotationLabels } from '../hooks/use-rotation-labels';
import { EntryList } from './entry-list';

const TONE: Record<string, BadgeTone> = { Current: 'accent', Past: 'neutral', Next: 'info' };

export interface ScheduleTableProps {
  rows: ScheduleRow[];
  now: Date;
  timeZone: string;
  highlightMap: string | null;
  newMap: string | null;
  onOpenMap: (entry: RotationEntry) => void;
}

/** The hours of the day and what rotates in each (the always-open maps are listed once, above). */
export function ScheduleTable({ rows, now, timeZone, highlightMap, newMap, onOpenMap }: ScheduleTableProps) {
  const { t } = useTranslation();
  const labels = useRotationLabels();
  return (
    <DataTable
      label={t('rotation.table.label')}
      rows={rows}
      rowKey={(row) => row.index}
      current={(row) => row.status === 'Current'}
      rowProps={(row) => ({ 'data-testid': 'schedule-row', 'data-hour': row.index })}
      columns={[
        {
          header: t('rotation.table.utc'),
          className: 'font-semibold whitespace-nowrap tabular-nums',
          cell: (row) => utcLabel(row.utcRange),
        },
        {
          header: t('rotation.table.local'),
          // The reader's own time zone, which only the browser knows.
          live: true,
          className: 'whitespace-nowrap tabular-nums',
          cell: (row) => localRange(row.utcRange, timeZone, now),
        },
        {
          header: t('rotation.table.maps'),
          live: true,
          cell: (row) => (
            <EntryList
              entries={row.entries}
              onOpen={onOpenMap}
              newMap={newMap}
              highlightMap={highlightMap}
              className="flex min-w-56 flex-wrap gap-1.5"
            />
          ),
        },
        {
          header: t('rotation.table.status'),
          cell: (row) =>
            row.status ? (
              <Badge tone={TONE[row.status]}>{labels.status(row.status)}</Badge>
            ) : (
              <span className="text-fg-muted">—</span>
            ),
        },
      ]}
    />
  );
}
