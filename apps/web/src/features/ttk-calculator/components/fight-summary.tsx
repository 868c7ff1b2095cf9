import { useTranslation } from 'react-i18next';
import type { FightOutcome } from '../calculator-view';

/** Shots to kill and time to kill, or why this fight is not worked out. */
export function FightSummary({ which, outcome }: { which: string; outcome: FightOutcome }) {
  const { t, i18n } = useTranslation();
  if (outcome.kind === 'not-modelled')
    return (
      <div className="mt-4 rounded-lg bg-surface-alt p-3 text-sm" data-testid={`calc-${which}-result`}>
        <p className="font-semibold">{t('calculator.notModelled.title')}</p>
        <p className="text-fg-muted">{t(`calculator.notModelled.${outcome.reason}`)}</p>
      </div>
    );
  const seconds = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  });
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3" data-testid={`calc-${which}-result`}>
      <div className="rounded-lg bg-surface-alt p-3">
        <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
          {t('calculator.shots')}
        </dt>
        <dd className="text-2xl font-bold tabular-nums" data-testid={`calc-${which}-shots`}>
          {outcome.shots}
        </dd>
      </div>
      <div className="rounded-lg bg-surface-alt p-3">
        <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{t('calculator.ttk')}</dt>
        <dd className="text-2xl font-bold tabular-nums" data-testid={`calc-${which}-ttk`}>
          {t('calculator.seconds', { value: seconds.format(outcome.ttkSeconds) })}
        </dd>
      </div>
    </dl>
  );
}
