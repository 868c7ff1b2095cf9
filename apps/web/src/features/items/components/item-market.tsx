import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Item, ItemVariant } from '@dfwiki/shared';
import { StatList } from '../../../components/ui/stat-list';
import { cx } from '../../../lib/cx';
import { useItemFormat } from './use-item-format';

/** The wear states as links (?wear=), so each state has its own address and works without scripts. */
export function WearChoice({ item, wear }: { item: Item; wear: ItemVariant['wear'] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The plain listing beside the wear states usually has no market price: offered only when it has one.
  const states = item.variants.filter((v) => v.wear !== '' || v.price !== null);
  if (states.length < 2) return null;
  return (
    <nav aria-label={t('items.wear.label')} className="mb-4 flex flex-wrap gap-2">
      {states.map((v) => (
        <Link
          key={v.wear}
          to={v.wear ? `${pathname}?wear=${v.wear}` : pathname}
          replace
          preventScrollReset
          aria-current={v.wear === wear ? 'true' : undefined}
          className={cx(
            'rounded-full border px-3 py-1.5 text-sm font-medium',
            v.wear === wear
              ? 'border-accent bg-active text-active-fg'
              : 'border-line-strong text-link hover:bg-surface-hover',
          )}
          data-testid={`wear-${v.wear || 'plain'}`}
        >
          {t(`items.wear.${v.wear || 'plain'}`)}
        </Link>
      ))}
    </nav>
  );
}

/** One state's market figures of the newest snapshot, each dated, or that the snapshot has none. */
export function MarketFigures({ variant, slots }: { variant: ItemVariant; slots: number | null }) {
  const { t } = useTranslation();
  const f = useItemFormat();
  const n = (v: number | null) => (v === null ? '—' : f.int(v));
  if (variant.price === null)
    return (
      <p
        className="rounded-lg border border-dashed border-line-strong p-4 text-sm text-fg-muted"
        data-testid="no-market-price"
      >
        {t('items.market.none')}
      </p>
    );
  return (
    <div data-testid="market-figures">
      <StatList
        tile="surface"
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
        valueClassName="text-lg font-bold tabular-nums"
        stats={[
          { id: 'price', label: t('items.market.price'), value: n(variant.price), testId: 'item-price' },
          {
            id: 'vps',
            label: t('items.market.valuePerSlot', { count: slots ?? 0 }),
            value: n(variant.value_per_slot),
            testId: 'item-value-per-slot',
          },
          { id: 'yesterday', label: t('items.market.yesterdayAvg'), value: n(variant.yesterday_avg) },
          {
            id: 'week',
            label: t('items.market.sevenDay'),
            value: `${n(variant.seven_day_low)}–${n(variant.seven_day_high)}`,
          },
        ]}
      />
      <p className="mt-2 text-xs text-fg-muted">
        {t('items.market.yesterdayRange', { low: n(variant.yesterday_low), high: n(variant.yesterday_high) })}
        {' · '}
        {t('items.market.asOf', { date: variant.price_as_of ? f.day(variant.price_as_of) : '—' })}
        {variant.price_source && <> · {t('items.market.source', { source: variant.price_source })}</>}
      </p>
    </div>
  );
}
