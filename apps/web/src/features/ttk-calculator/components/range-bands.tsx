import { useTranslation } from 'react-i18next';
import type { CalculatorView } from '../calculator-view';

/** Each shown weapon's range bands: from where to where, and the share of its damage it keeps. */
export function RangeBands({ id, bands }: { id: string; bands: CalculatorView['bands'] }) {
  const { t, i18n } = useTranslation();
  const pct = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <div id={id} className="mt-3 text-sm text-fg-muted">
      <p>{t('calculator.bandsIntro')}</p>
      <ul className="mt-1 space-y-1">
        {bands.map(({ key, weapon, bands: own }) => (
          <li key={key}>
            <span className="font-semibold text-fg">{weapon.name}:</span>{' '}
            {own
              .map((b) => t('calculator.band', { from: b.from_m, to: b.to_m, share: pct.format(b.factor) }))
              .join(' · ')}
          </li>
        ))}
      </ul>
    </div>
  );
}
