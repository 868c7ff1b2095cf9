import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round } from '@dfwiki/shared';
import { formatDay } from '../../../lib/format-day';

/** Numbers, factors, shares and calendar days in the reader's language. */
export function useGearFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    const int = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
    const factor = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
    const pct = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
    const decimal = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
    return {
      int: (n: number) => int.format(n),
      factor: (n: number) => factor.format(n),
      pct: (n: number) => pct.format(n),
      decimal: (n: number) => decimal.format(n),
      day: (isoDay: string) => formatDay(isoDay, lang),
    };
  }, [lang]);
}

export const ARMOUR_LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** The name a reader sees: the English name, else the Chinese one, else the id. */
export const roundTitle = (round: Pick<Round, 'id' | 'name' | 'name_cn'>) =>
  round.name ?? round.name_cn ?? round.id;

/** The lowest and highest armour-damage factor over levels 1–6, or null. */
export function armourFactorRange(round: Round): [number, number] | null {
  const byLevel = round.armor_damage_factor_by_level;
  if (!byLevel) return null;
  const values = Object.values(byLevel);
  return [Math.min(...values), Math.max(...values)];
}
