import { useTranslation } from 'react-i18next';
import { PRICE_RANGES, type PriceRange } from '@dfwiki/shared';
import { ToggleGroup } from '../../../components/ui/toggle-group';

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
    <ToggleGroup
      look="segmented-sm"
      label={t('keycards.chart.range')}
      options={PRICE_RANGES}
      value={value}
      onChange={onChange}
      optionLabel={(range) => t(`keycards.chart.ranges.${range}`)}
    />
  );
}
