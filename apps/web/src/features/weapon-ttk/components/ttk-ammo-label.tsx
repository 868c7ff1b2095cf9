import { useTranslation } from 'react-i18next';
import type { DisplayAmmo } from '@dfwiki/shared';
import { cx } from '../../../lib/cx';

/** Tab label with the ammo colour dot (gold = yellow ammo). */
export function TtkAmmoLabel({ ammo }: { ammo: DisplayAmmo }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={cx(
          'size-2.5 rounded-full ring-1 ring-line-strong',
          ammo === 'yellow' ? 'bg-amber-400' : 'bg-blue-500',
        )}
      />
      {t(`ttk.ammo.${ammo}`)}
    </span>
  );
}
