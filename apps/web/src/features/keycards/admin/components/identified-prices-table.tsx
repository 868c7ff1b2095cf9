import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import { priceDiff, rarityColor, type IdentifiedPriceRow } from '@dfwiki/shared';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { DataTable, type Column } from '../../../../components/ui/table';
import type { PriceUpdater } from '../hooks/use-price-updater';

/** The change from the current to the new price: arrow, amount and percent, or "no change". */
function PriceDiff({ row }: { row: IdentifiedPriceRow }) {
  const { t, i18n } = useTranslation();
  const signed = useMemo(
    () => new Intl.NumberFormat(i18n.language, { signDisplay: 'always' }),
    [i18n.language],
  );
  const percent = useMemo(
    () =>
      new Intl.NumberFormat(i18n.language, {
        signDisplay: 'always',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
    [i18n.language],
  );
  const diff = priceDiff(row.currentPrice, row.newPrice);
  if (diff.direction === 'none') return <span className="text-fg-muted">{t('admin.updater.noChange')}</span>;
  return (
    <span
      className={`inline-flex items-center gap-1 font-semibold ${diff.direction === 'up' ? 'text-positive' : 'text-negative'}`}
    >
      {diff.direction === 'up' ? (
        <ArrowUp size={14} aria-hidden="true" />
      ) : (
        <ArrowDown size={14} aria-hidden="true" />
      )}
      <span className="sr-only">
        {t(diff.direction === 'up' ? 'admin.updater.up' : 'admin.updater.down')}{' '}
      </span>
      <span>
        {diff.percent === null
          ? signed.format(diff.amount)
          : `${signed.format(diff.amount)} (${percent.format(diff.percent)}%)`}
      </span>
    </span>
  );
}

/** Right panel: Identified Prices (Card, Current, New, Diff) and Update Prices. */
export function IdentifiedPricesTable({ updater }: { updater: PriceUpdater }) {
  const { t, i18n } = useTranslation();
  const { rows, progress, updateError } = updater;
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);

  const columns: Column<IdentifiedPriceRow>[] = [
    {
      header: t('admin.updater.card'),
      className: 'font-medium',
      cell: (row) => (
        <span className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="h-6 w-1.5 shrink-0 rounded-full"
            style={{ backgroundColor: rarityColor(row.rarity) }}
          />
          <span>
            {row.name}
            <span className="block text-xs font-normal text-fg-muted tabular-nums sm:hidden">
              {number.format(row.currentPrice)} → {number.format(row.newPrice)}
            </span>
          </span>
        </span>
      ),
    },
    {
      header: t('admin.updater.current'),
      from: 'sm',
      align: 'right',
      className: 'tabular-nums',
      cell: (row) => number.format(row.currentPrice),
    },
    {
      header: t('admin.updater.new'),
      from: 'sm',
      align: 'right',
      className: 'tabular-nums',
      cell: (row) => number.format(row.newPrice),
    },
    {
      header: t('admin.updater.diff'),
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => <PriceDiff row={row} />,
    },
  ];

  return (
    <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{t('admin.updater.identified')}</h2>
        <Button
          variant="success"
          onClick={updater.update}
          // Not disabled once the rows are sent: focus stays on the button after the update.
          aria-disabled={rows.length === 0}
          loading={progress !== null}
          aria-live="polite"
        >
          {progress
            ? t('admin.updater.updating', { done: progress.done, total: progress.total })
            : t('admin.updater.update')}
        </Button>
      </div>
      {updateError && (
        <p role="alert" className="rounded-lg border border-negative px-3 py-2 text-sm text-negative">
          {updateError}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-fg-muted">{t('admin.updater.noneIdentified')}</p>
      ) : (
        <DataTable
          label={t('admin.updater.identified')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
        />
      )}
    </Card>
  );
}
