import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { rarityColor, type Keycard } from '@dfwiki/shared';
import { DataTable, type Column } from '../../../../components/ui/table';
import { cx } from '../../../../lib/cx';
import type { PriceUpdater } from '../hooks/use-price-updater';

function RarityDot({ rarity, className }: { rarity: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx('size-3 rounded-full', className)}
      style={{ backgroundColor: rarityColor(rarity) }}
    />
  );
}

/** Current Prices (Reference) of the selected map: Card, Rarity, Current Price. */
export function ReferencePricesTable({ updater }: { updater: PriceUpdater }) {
  const { t, i18n } = useTranslation();
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const cards = useMemo(
    () => [...updater.mapCards].sort((a, b) => a.name.localeCompare(b.name)),
    [updater.mapCards],
  );
  const columns: Column<Keycard>[] = [
    {
      header: t('admin.updater.card'),
      className: 'font-medium',
      cell: (card) => (
        <span className="flex items-center gap-2">
          <RarityDot rarity={card.rarity_id} className="shrink-0 sm:hidden" />
          {card.name}
        </span>
      ),
    },
    {
      header: t('admin.updater.rarity'),
      from: 'sm',
      cell: (card) => (
        <span className="inline-flex items-center gap-2">
          <RarityDot rarity={card.rarity_id} />
          {card.rarity.name}
        </span>
      ),
    },
    {
      header: t('admin.updater.currentPrice'),
      align: 'right',
      className: 'tabular-nums',
      cell: (card) => number.format(card.card_value),
    },
  ];
  return (
    <section className="mt-8" aria-labelledby="reference-prices">
      <h2 id="reference-prices" className="mb-3 text-lg font-bold">
        {t('admin.updater.reference')}
      </h2>
      {updater.cardsLoading ? (
        <p className="text-sm text-fg-muted">{t('admin.updater.loading')}</p>
      ) : cards.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('admin.updater.noCards')}</p>
      ) : (
        <DataTable label={t('admin.updater.reference')} columns={columns} rows={cards} rowKey={(c) => c.id} />
      )}
    </section>
  );
}
