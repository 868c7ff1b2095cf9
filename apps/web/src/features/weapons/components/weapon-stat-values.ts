import type { TFunction } from 'i18next';
import type { Weapon } from '@dfwiki/shared';

/** A number in the reader's format with at most `digits` decimals. */
export type FormatNumber = (value: number, digits?: number) => string;

export const numberFormat =
  (language: string, defaultDigits: number): FormatNumber =>
  (value, digits = defaultDigits) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value);

/** Damage, fire rate and range with their units: the figures the header and the stats tab both lead with. */
export function firepowerStats(weapon: Weapon, t: TFunction, num: FormatNumber) {
  return [
    { id: 'damage', value: num(weapon.damage) },
    { id: 'fireRate', value: t('weapons.units.perMin', { value: num(weapon.fire_rate) }) },
    { id: 'range', value: t('weapons.units.meters', { value: num(weapon.range) }) },
  ];
}
