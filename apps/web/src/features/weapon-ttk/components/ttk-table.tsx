import { useTranslation } from 'react-i18next';
import type { TtkRow, TtkSortKey, TtkView, WeaponListItem } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { Badge, TierBadge, isTier } from '../../../components/ui/badge';
import { Table, TBody, THead, Td, Th, Tr } from '../../../components/ui/table';
import { useTtkFormat } from '../hooks/use-ttk-format';

export interface TtkTableProps {
  rows: TtkRow<WeaponListItem>[];
  view: TtkView;
  onSort: (key: TtkSortKey) => void;
}

export function TtkTable({ rows, view, onSort }: TtkTableProps) {
  const { t } = useTranslation();
  const fmt = useTtkFormat();
  const sorted = (key: TtkSortKey) => (view.sortKey === key ? view.direction : undefined);
  return (
    <Table
      label={t('ttk.table.label', { ammo: t(`ttk.ammo.${view.ammo}`), zone: t(`ttk.zones.${view.target}`) })}
    >
      <THead>
        <tr>
          <Th onSort={() => onSort('category')} sorted={sorted('category')}>
            {t('ttk.table.category')}
          </Th>
          <Th onSort={() => onSort('name')} sorted={sorted('name')}>
            {t('ttk.table.weapon')}
          </Th>
          <Th>{t('ttk.table.description')}</Th>
          <Th onSort={() => onSort('ttk')} sorted={sorted('ttk')} className="text-right">
            {t('ttk.table.ttk')}
          </Th>
          <Th>{t('ttk.table.rating')}</Th>
          <Th>{t('ttk.table.notes')}</Th>
        </tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <Tr key={row.weapon.id} data-testid="ttk-row">
            <Td className="whitespace-nowrap text-fg-muted">
              {t(`ttk.categories.${row.category}`, { defaultValue: row.category })}
            </Td>
            <Td className="min-w-36 font-semibold">
              <PrefetchLink
                to={`/wiki/weapons/${row.weapon.slug}`}
                className="text-link underline-offset-2 hover:underline"
              >
                {row.name}
              </PrefetchLink>
            </Td>
            <Td className="min-w-56 text-fg-muted">{row.weapon.description}</Td>
            <Td className="text-right font-semibold whitespace-nowrap tabular-nums">
              {fmt.seconds(row.ttk)}
            </Td>
            <Td>
              {isTier(row.tier) ? (
                <TierBadge tier={row.tier} label={t('ttk.tierLabel', { tier: row.tier })} />
              ) : (
                <Badge>{t('ttk.na')}</Badge>
              )}
            </Td>
            <Td className="min-w-48 text-fg-muted">{row.weapon.notes || '—'}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
