import { useTranslation } from 'react-i18next';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowDown from 'lucide-react/icons/arrow-down';
import { lastHistory, priceChangePercent, type PriceChange } from '@dfwiki/shared';
import { DataTable, type Column } from '../../../components/ui/table';
import { cx } from '../../../lib/cx';
import { useFormatters } from '../hooks/use-formatters';

function Change({ entry, highlighted }: { entry: PriceChange; highlighted: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const { percent, direction } = priceChangePercent(entry.old_value, entry.new_value);
  const Icon = direction === 'up' ? ArrowUp : direction === 'down' ? ArrowDown : null;
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 font-semibold tabular-nums',
        direction === 'up' && 'text-positive',
        direction === 'down' && 'text-negative',
        // The contrast theme's highlight is bright yellow: keep the row's own text colour there.
        highlighted && 'theme-contrast:text-active-fg',
      )}
    >
      {Icon && <Icon size={14} aria-hidden="true" />}
      {direction !== 'none' && <span className="sr-only">{t(`keycards.history.${direction}`)} </span>}
      {percent === null ? '—' : `${percent > 0 ? '+' : ''}${f.percent(percent)}%`}
    </span>
  );
}

/** The last 10 price changes, newest first; the newest row is highlighted. */
export function PriceHistoryTable({ history }: { history: readonly PriceChange[] }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const rows = lastHistory(history);
  if (rows.length === 0) return <p className="text-sm text-fg-muted">{t('keycards.history.empty')}</p>;
  const columns: Column<PriceChange>[] = [
    {
      header: t('keycards.history.date'),
      className: 'sm:whitespace-nowrap',
      cell: (entry, i) => (
        <>
          {f.dateTime(entry.changed_at)}
          {i === 0 && (
            <span className="ml-2 rounded bg-accent px-1.5 py-0.5 text-xs font-semibold text-accent-fg">
              {t('keycards.history.latest')}
            </span>
          )}
        </>
      ),
    },
    {
      header: t('keycards.history.old'),
      from: 'sm',
      align: 'right',
      className: 'tabular-nums',
      cell: (entry) => f.num(entry.old_value),
    },
    {
      header: t('keycards.history.new'),
      align: 'right',
      className: 'font-semibold tabular-nums',
      cell: (entry) => f.num(entry.new_value),
    },
    {
      header: t('keycards.history.change'),
      align: 'right',
      cell: (entry, i) => <Change entry={entry} highlighted={i === 0} />,
    },
  ];
  return (
    <DataTable
      label={t('keycards.history.tableLabel')}
      columns={columns}
      rows={rows}
      rowKey={(entry) => entry.changed_at}
      current={(_entry, i) => i === 0}
    />
  );
}
