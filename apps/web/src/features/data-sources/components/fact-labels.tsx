import { useTranslation } from 'react-i18next';
import { FACT_LABELS } from '../data/fact-kinds';
import { FactLabel } from './fact-label';

/** What each label on the wiki means, as a definition list. */
export function FactLabels() {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {FACT_LABELS.map((label) => (
        <div key={label} className="rounded-lg border border-line bg-surface px-4 py-3">
          <dt>
            <FactLabel>{t(`dataSources.labels.${label}.term`)}</FactLabel>
          </dt>
          <dd className="mt-2 text-sm text-fg-muted">{t(`dataSources.labels.${label}.text`)}</dd>
        </div>
      ))}
    </dl>
  );
}
