import { useTranslation } from 'react-i18next';
import type { TtkRow, TtkSortKey, TtkView, WeaponListItem } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { Badge } from '../../../components/ui/badge';
import { TierBadge, isTier } from '../../../components/ui/tier-badge';
import { DataTable, type Column } from '../../../components/ui/table';
import { useTtkFormat } from '../hooks/use-ttk-format';
import { pathTo } from '@dfwiki/shared';

export interface TtkTableProps {
  rows: TtkRow<WeaponListItem>[];
  view: TtkView;
  onSort: (key: TtkSortKey) => void;
}

export function TtkTable({ rows, view, onSort }: TtkTableProps) {
  const { t } = useTranslation();
  const fmt = useTtkFormat();
  const sorted = (key: TtkSortKey) => (view.sortKey === key ? view.direction : undefined);
  const sortable = (key: TtkSortKey) => ({ onSort: () => onSort(key), sorted: sorted(key) });
  const columns: Column<TtkRow<WeaponListItem>>[] = [
    {
      header: t('ttk.table.category'),
      ...sortable('category'),
      className: 'whitespace-nowrap text-fg-muted',
      cell: (row) => t(`ttk.categories.${row.category}`, { defaultValue: row.category }),
    },
    {
      header: t('ttk.table.weapon'),
      ...sortable('name'),
      className: 'min-w-36 font-semibold',
      cell: (row) => (
        <PrefetchLink
          to={pathTo('weapon', { weaponNameId: row.weapon.slug })}
          className="text-link underline-offset-2 hover:underline"
        >
          {row.name}
        </PrefetchLink>
      ),
    },
    {
      header: t('ttk.table.description'),
      className: 'min-w-56 text-fg-muted',
      cell: (row) => row.weapon.description,
    },
    {
      header: t('ttk.table.ttk'),
      ...sortable('ttk'),
      align: 'right',
      className: 'font-semibold whitespace-nowrap tabular-nums',
      cell: (row) => fmt.seconds(row.ttk),
    },
    {
      header: t('ttk.table.rating'),
      cell: (row) =>
        isTier(row.tier) ? (
          <TierBadge tier={row.tier} label={t('ttk.tierLabel', { tier: row.tier })} />
        ) : (
          <Badge>{t('ttk.na')}</Badge>
        ),
    },
    {
      header: t('ttk.table.notes'),
      className: 'min-w-48 text-fg-muted',
      cell: (row) => row.weapon.notes || '—',
    },
  ];
  return (
    <DataTable
      label={t('ttk.table.label', { ammo: t(`ttk.ammo.${view.ammo}`), zone: t(`ttk.zones.${view.target}`) })}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.weapon.id}
      rowProps={() => ({ 'data-testid': 'ttk-row' })}
    />
  );
}
