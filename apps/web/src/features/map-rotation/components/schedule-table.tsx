import { useTranslation } from 'react-i18next';
import { localRange, type RotationMap, type ScheduleRow } from '@dfwiki/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Table, TBody, THead, Td, Th, Tr } from '../../../components/ui/table';
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
  return (
    <Table label={t('rotation.table.label')}>
      <THead>
        <tr>
          <Th>{t('rotation.table.utc')}</Th>
          <Th>{t('rotation.table.local')}</Th>
          <Th>{t('rotation.table.maps')}</Th>
          <Th>{t('rotation.table.status')}</Th>
        </tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <Tr
            key={row.index}
            highlighted={row.status === 'Current'}
            data-testid="schedule-row"
            data-hour={row.index}
          >
            <Td className="font-semibold whitespace-nowrap tabular-nums">{utcLabel(row.utcRange)}</Td>
            <Td className="whitespace-nowrap tabular-nums">{localRange(row.utcRange, timeZone, now)}</Td>
            <Td>
              <ul className="flex min-w-56 flex-wrap gap-1.5">
                {row.maps.map((map) => (
                  <li key={`${map.name}-${map.mode}`}>
                    <MapChip map={map} onOpen={onOpenMap} highlighted={map.name === highlightMap} />
                  </li>
                ))}
              </ul>
            </Td>
            <Td>
              {row.status ? (
                <Badge tone={TONE[row.status]}>{labels.status(row.status)}</Badge>
              ) : (
                <span className="text-fg-muted">—</span>
              )}
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
