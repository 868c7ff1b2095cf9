import { useTranslation } from 'react-i18next';
import type { TtkView } from '@dfwiki/shared';
import { cx } from '../../../lib/cx';

/** Tab label with the ammo colour dot (gold = yellow ammo; custom is grey). */
export function TtkAmmoLabel({ ammo }: { ammo: TtkView['ammo'] }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={cx(
          'size-2.5 rounded-full ring-1 ring-line-strong',
          ammo === 'yellow' ? 'bg-amber-400' : ammo === 'blue' ? 'bg-blue-500' : 'bg-fg-muted',
        )}
      />
      {t(`ttk.ammo.${ammo}`)}
    </span>
  );
}
