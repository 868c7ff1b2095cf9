import { useTranslation } from 'react-i18next';
import { Table, TBody, THead, Td, Th, Tr } from '../../../components/ui/table';
import { useFormatters } from '../hooks/use-formatters';
import type { KeycardRow } from '../hooks/keycard-rows';
import { CardName, ContainsText, CostList, DifficultyList, RowActions } from './keycard-cells';

export interface KeycardListProps {
  rows: KeycardRow[];
  label: string;
  onDetails: (id: string) => void;
  onHistory: (id: string) => void;
}

// The name column stays visible while the rest scrolls sideways (narrow windows).
const STICKY =
  'sticky left-0 z-[1] bg-surface [tr:nth-child(even)>&]:bg-table-row-alt [tr:hover>&]:bg-table-row-hover';

/** Desktop and tablet: the keycards table of the selected map. */
export function KeycardTable({ rows, label, onDetails, onHistory }: KeycardListProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <Table label={label}>
      <THead>
        <tr>
          <Th className={`${STICKY} bg-table-head!`}>{t('keycards.columns.name')}</Th>
          <Th>{t('keycards.columns.map')}</Th>
          <Th>{t('keycards.columns.contains')}</Th>
          <Th>{t('keycards.columns.difficulty')}</Th>
          <Th className="text-right">{t('keycards.columns.value')}</Th>
          <Th>{t('keycards.columns.costPerOpen')}</Th>
          <Th>{t('keycards.columns.actions')}</Th>
        </tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <Tr key={row.card.id} data-testid="keycard-row">
            <Td className={`${STICKY} min-w-44`}>
              <CardName row={row} />
            </Td>
            <Td className="whitespace-nowrap">{row.card.map.name}</Td>
            <Td>
              <ContainsText row={row} />
            </Td>
            <Td>
              <DifficultyList row={row} />
            </Td>
            <Td className="text-right font-semibold whitespace-nowrap tabular-nums">
              {row.value === 0 && !row.card.price_as_of ? '—' : f.num(row.value)}
            </Td>
            <Td className="whitespace-nowrap">
              <CostList row={row} />
            </Td>
            <Td>
              <RowActions
                row={row}
                onDetails={() => onDetails(row.card.id)}
                onHistory={() => onHistory(row.card.id)}
              />
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
