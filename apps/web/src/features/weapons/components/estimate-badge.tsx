import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx';

/** The visible "Estimate" label on a figure no source gives (docs/data-provenance.md). */
export function EstimateBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cx(
        'rounded border border-dashed border-line-strong px-1.5 py-px font-semibold text-fg',
        className,
      )}
    >
      {t('weapons.facts.estimateBadge')}
    </span>
  );
}
