import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/ui/table';
import type { KeycardRow } from '../hooks/keycard-rows';
import { CardName, ContainsText, CostList, DifficultyList, RowActions, ValueText } from './keycard-cells';

export interface KeycardListProps {
  rows: KeycardRow[];
  label: string;
}

// The name column stays visible while the rest scrolls sideways (narrow windows).
const STICKY =
  'sticky left-0 z-[1] bg-surface [tr:nth-child(even)>&]:bg-table-row-alt [tr:hover>&]:bg-table-row-hover';

/** Desktop and tablet: the keycards table of the selected map. */
export function KeycardTable({ rows, label }: KeycardListProps) {
  const { t } = useTranslation();
  const columns: Column<KeycardRow>[] = [
    {
      header: t('keycards.columns.name'),
      headClassName: `${STICKY} bg-table-head!`,
      className: `${STICKY} min-w-44`,
      cell: (row) => <CardName row={row} />,
    },
    { header: t('keycards.columns.map'), nowrap: true, cell: (row) => row.card.map.name },
    { header: t('keycards.columns.contains'), cell: (row) => <ContainsText row={row} /> },
    { header: t('keycards.columns.difficulty'), cell: (row) => <DifficultyList row={row} /> },
    {
      header: t('keycards.columns.value'),
      align: 'right',
      className: 'font-semibold',
      nowrap: true,
      cell: (row) => <ValueText row={row} />,
    },
    {
      header: t('keycards.columns.costPerOpen'),
      nowrap: true,
      cell: (row) => <CostList row={row} />,
    },
    {
      header: t('keycards.columns.actions'),
      cell: (row) => <RowActions row={row} />,
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.card.id}
      rowProps={() => ({ 'data-testid': 'keycard-row' })}
    />
  );
}
