import { useTranslation } from 'react-i18next';
import { PRICE_RANGES, type PriceRange } from '@dfwiki/shared';
import { cx } from '../../../lib/cx';

/** 7 days / 30 days / All toggle for the price chart. */
export function RangeSwitch({
  value,
  onChange,
}: {
  value: PriceRange;
  onChange: (range: PriceRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('keycards.chart.range')}
      className="inline-flex rounded-lg border border-line bg-sunken p-0.5"
    >
      {PRICE_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={value === range}
          onClick={() => onChange(range)}
          className={cx(
            'rounded-md px-3 py-1 text-sm font-semibold',
            value === range ? 'bg-accent text-accent-fg' : 'text-fg-muted hover:bg-hover hover:text-fg',
          )}
        >
          {t(`keycards.chart.ranges.${range}`)}
        </button>
      ))}
    </div>
  );
}
