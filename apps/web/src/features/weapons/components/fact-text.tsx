import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MissingFigure } from '../../../components/ui/missing-figure';
import { formatDay } from '../../../lib/format-day';
import { shortSource } from '../../../lib/source-label';
import type { FactGroup, FactId } from './weapon-fact-groups';
import { numberFormat, type FormatNumber } from './weapon-stat-values';

/** A weapon's figure with its unit (`text`), or a dash with the reason where there is none (`shown`). */
export function useFactValue() {
  const { t, i18n } = useTranslation();
  const num: FormatNumber = numberFormat(i18n.language, 2);
  const text = (id: FactId, value: number): string => {
    if (id === 'fireRate') return t('weapons.units.perMin', { value: num(value) });
    if (id === 'range') return t('weapons.units.meters', { value: num(value) });
    if (id === 'reload') return t('weapons.units.seconds', { value: num(value) });
    return num(value);
  };
  return {
    text,
    shown: (id: FactId, value: number | null): ReactNode =>
      value === null ? <MissingFigure why={t('weapons.missing')} /> : text(id, value),
  };
}

/** A figure group's provenance in a few words: "<short source>, <date>", or that the figures are ours. */
export function useProvenanceText() {
  const { t, i18n } = useTranslation();
  return (provenance: FactGroup['provenance']): string =>
    provenance.kind === 'sourced'
      ? `${shortSource(t, provenance.source)}, ${formatDay(provenance.asOf, i18n.language)}`
      : t('weapons.compare.ours');
}
