import { useTranslation } from 'react-i18next';
import type { Round, WeaponTtk } from '@dfwiki/shared';
import { useTtkFormat } from '../hooks/use-ttk-format';

/** A weapon's figure: TTK and shots, "not modelled yet", or N/A pointing to the note on why. */
export function TtkCell({ outcome }: { outcome: WeaponTtk<Round> }) {
  const { t } = useTranslation();
  const fmt = useTtkFormat();
  if (outcome.status === 'not-modelled') return <span className="text-fg-muted">{t('ttk.notModelled')}</span>;
  if (outcome.status === 'no-round')
    return (
      <span className="text-fg-muted" title={t('ttk.noRoundNote')} aria-describedby="ttk-no-round-note">
        {t('ttk.na')}
        <sup aria-hidden="true">*</sup>
      </span>
    );
  return (
    <>
      <span className="font-semibold">{fmt.time(outcome.seconds)}</span>
      <span className="block text-xs text-fg-muted">{t('ttk.shots', { count: outcome.shots })}</span>
    </>
  );
}
