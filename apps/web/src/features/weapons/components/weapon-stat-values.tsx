import type { TFunction } from 'i18next';
import type { Weapon } from '@dfwiki/shared';
import { MissingFigure } from '../../../components/ui/missing-figure';
import { EstimateBadge } from './estimate-badge';

/** A number in the reader's format with at most `digits` decimals. */
export type FormatNumber = (value: number, digits?: number) => string;

export const numberFormat =
  (language: string, defaultDigits: number): FormatNumber =>
  (value, digits = defaultDigits) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);

/**
 * Damage, fire rate and range with their units: the figures the header leads with. A range no
 * source gives is our estimate, and its tile says so (the stats tab says why).
 */
export function firepowerStats(weapon: Weapon, t: TFunction, num: FormatNumber, rangeIsEstimate: boolean) {
  const missing = <MissingFigure why={t('weapons.missing')} />;
  const range = t('weapons.units.meters', { value: num(weapon.range) });
  return [
    { id: 'damage', value: weapon.damage === null ? missing : num(weapon.damage) },
    {
      id: 'fireRate',
      value:
        weapon.fire_rate === null ? missing : t('weapons.units.perMin', { value: num(weapon.fire_rate) }),
    },
    {
      id: 'range',
      value: rangeIsEstimate ? (
        <>
          {range} <EstimateBadge className="ml-1 align-middle text-xs" />
        </>
      ) : (
        range
      ),
    },
  ];
}
