import { useTranslation } from 'react-i18next';
import { hasTtkScale, ttkLegend, type DisplayAmmo, type DisplayTarget, type TtkView } from '@dfwiki/shared';
import { Card } from '../../../components/ui/card';
import { TierBadge, isTier } from '../../../components/ui/tier-badge';
import { useTtkFormat } from '../hooks/use-ttk-format';

/** Rating scale for the active ammo and zone, from the same thresholds the tier function uses. */
export function TtkLegend({ view }: { view: Pick<TtkView, 'ammo' | 'target'> }) {
  const { t } = useTranslation();
  const fmt = useTtkFormat();
  if (!hasTtkScale(view.ammo, view.target))
    return (
      <Card className="p-4">
        <h2 className="text-sm font-semibold">{t('ttk.legend.noScaleTitle')}</h2>
        <p className="mt-2 text-sm text-fg-muted" data-testid="ttk-opinion">
          {t('ttk.legend.noScale')}
        </p>
      </Card>
    );
  const rows = ttkLegend(view.ammo as DisplayAmmo, view.target as DisplayTarget);
  const lastBound = rows[rows.length - 2]?.max ?? 0;
  return (
    <Card className="p-4">
      <h2 className="text-sm font-semibold">
        {t('ttk.legend.title', { ammo: t(`ttk.ammo.${view.ammo}`), zone: t(`ttk.zones.${view.target}`) })}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm" data-testid="ttk-legend">
        {rows.map((row) =>
          isTier(row.tier) ? (
            <li key={row.tier} className="flex items-center gap-1.5">
              <TierBadge tier={row.tier} />
              <span className="tabular-nums">
                {row.max === null ? `> ${fmt.bound(lastBound)} s` : `≤ ${fmt.bound(row.max)} s`}
              </span>
            </li>
          ) : null,
        )}
        <li className="text-fg-muted">{t('ttk.legend.na')}</li>
      </ul>
      <p className="mt-2 text-xs text-fg-muted" data-testid="ttk-opinion">
        {t('ttk.legend.opinion')}
      </p>
    </Card>
  );
}
