import { useTranslation } from 'react-i18next';
import type { TtkRow, TtkSortKey, TtkView } from '@dfwiki/shared';
import type { TtkWeapon } from '../hooks/use-ttk-weapons';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { Badge } from '../../../components/ui/badge';
import { TierBadge, isTier } from '../../../components/ui/tier-badge';
import { DataTable, type Column } from '../../../components/ui/table';
import { hasTtkScale, pathTo } from '@dfwiki/shared';
import { TtkCell } from './ttk-cell';
import { OriginalName } from '../../../components/ui/original-name';

export interface TtkTableProps {
  rows: TtkRow<TtkWeapon>[];
  view: TtkView;
  onSort: (key: TtkSortKey) => void;
}

export function TtkTable({ rows, view, onSort }: TtkTableProps) {
  const { t } = useTranslation();
  const sorted = (key: TtkSortKey) => (view.sortKey === key ? view.direction : undefined);
  const sortable = (key: TtkSortKey) => ({ onSort: () => onSort(key), sorted: sorted(key) });
  const columns: Column<TtkRow<TtkWeapon>>[] = [
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
          className="df-link underline-offset-2"
        >
          {row.name}
        </PrefetchLink>
      ),
    },
    {
      header: t('ttk.table.round'),
      className: 'min-w-40',
      cell: ({ weapon: { outcome } }) =>
        outcome.status === 'ttk' ? (
          <>
            <PrefetchLink
              to={pathTo('round', { roundId: outcome.round.id })}
              className="df-link underline-offset-2"
            >
              {outcome.round.name ?? outcome.round.name_cn}
            </PrefetchLink>
            <OriginalName original={outcome.round.name_cn} translated={outcome.round.name_is_ours} />
          </>
        ) : (
          '—'
        ),
    },
    {
      header: t('ttk.table.ttk'),
      ...sortable('ttk'),
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: ({ weapon: { outcome } }) => <TtkCell outcome={outcome} />,
    },
    {
      header: t('ttk.table.rating'),
      cell: (row) =>
        isTier(row.tier) ? (
          <TierBadge tier={row.tier} label={t('ttk.tierLabel', { tier: row.tier })} />
        ) : (
          <Badge>{hasTtkScale(view.ammo, view.target) ? t('ttk.na') : '—'}</Badge>
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
      // The category lets the category filter answer before the app (TtkControls).
      rowProps={(r) => ({ 'data-testid': 'ttk-row', 'data-category': r.category })}
    />
  );
}
