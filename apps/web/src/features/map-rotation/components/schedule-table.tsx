import { useTranslation } from 'react-i18next';
import { localRange, type RotationMap, type ScheduleRow } from '@dfwiki/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { DataTable, type Column } from '../../../components/ui/table';
import { useRotationLabels, utcLabel } from '../hooks/use-rotation-labels';
import { MapChip } from './map-chip';

const TONE: Record<string, BadgeTone> = { Current: 'accent', Past: 'neutral', Next: 'info' };

export interface ScheduleTableProps {
  rows: ScheduleRow[];
  now: Date;
  timeZone: string;
  highlightMap: string | null;
  onOpenMap: (map: RotationMap) => void;
}

export function ScheduleTable({ rows, now, timeZone, highlightMap, onOpenMap }: ScheduleTableProps) {
  const { t } = useTranslation();
  const labels = useRotationLabels();
  const columns: Column<ScheduleRow>[] = [
    {
      header: t('rotation.table.utc'),
      className: 'font-semibold whitespace-nowrap tabular-nums',
      cell: (row) => utcLabel(row.utcRange),
    },
    {
      header: t('rotation.table.local'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => localRange(row.utcRange, timeZone, now),
    },
    {
      header: t('rotation.table.maps'),
      cell: (row) => (
        <ul className="flex min-w-56 flex-wrap gap-1.5">
          {row.maps.map((map) => (
            <li key={`${map.name}-${map.mode}`}>
              <MapChip map={map} onOpen={onOpenMap} highlighted={map.name === highlightMap} />
            </li>
          ))}
        </ul>
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
  ];
  return (
    <DataTable
      label={t('rotation.table.label')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.index}
      current={(row) => row.status === 'Current'}
      rowProps={(row) => ({ 'data-testid': 'schedule-row', 'data-hour': row.index })}
    />
  );
}
