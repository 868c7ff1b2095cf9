import { PRICE_RANGES, type PriceRange } from '@dfwiki/shared';
import { ToggleGroup, type ToggleGroupValue } from '../../../components/ui/toggle-group';

/** 7 days / 30 days / All toggle for the price chart. */
export function RangeSwitch(props: ToggleGroupValue<PriceRange>) {
  return <ToggleGroup look="segmented-sm" texts="keycards.chart.ranges" options={PRICE_RANGES} {...props} />;
}
