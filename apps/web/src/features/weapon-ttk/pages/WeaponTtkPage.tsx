import { useTranslation } from 'react-i18next';
import AlertTriangle from 'lucide-react/icons/triangle-alert';
import RotateCw from 'lucide-react/icons/rotate-cw';
import type { TtkView } from '@dfwiki/shared';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { TtkAmmoLabel } from '../components/ttk-ammo-label';
import { TtkBody } from '../components/ttk-body';
import { TtkFooter } from '../components/ttk-footer';
import { useTtkView } from '../hooks/use-ttk-view';
import { useWeapons, weaponsQuery } from '../../../lib/queries/weapons';
import { engineInputQueries, useEngineInputs } from '../../../lib/queries/gear';
import { pageLoader } from '../../../lib/page-loader';

const AMMO: TtkView['ammo'][] = ['yellow', 'blue', 'custom'];

/** What the page reads, loaded before it renders (server and browser alike): the engine's inputs too. */
export const pageData = pageLoader(() => [weaponsQuery, ...engineInputQueries()]);

export default function WeaponTtkPage() {
  const { t } = useTranslation();
  const { view, update, reset } = useTtkView();
  const weapons = useWeapons();
  const { inputs: gear, reads } = useEngineInputs();
  const all = [weapons, ...reads];
  const status = all.some((q) => q.status === 'error')
    ? 'error'
    : all.every((q) => q.status === 'success')
      ? 'success'
      : 'pending';

  return (
    <>
      <PageHeader title={t('ttk.title')} subtitle={t('ttk.subtitle')} />
      <Tabs
        tabs={AMMO.map((ammo) => ({ id: ammo, label: <TtkAmmoLabel ammo={ammo} /> }))}
        value={view.ammo}
        onChange={(ammo) => update({ ammo })}
        label={t('ttk.ammoTabs')}
      >
        {status === 'pending' && (
          <p className="flex min-h-[70vh] items-start justify-center gap-3 py-16 text-fg-muted">
            <Spinner decorative size="md" />
            <span role="status">{t('ttk.loading')}</span>
          </p>
        )}
        {status === 'error' && (
          <EmptyState
            icon={<AlertTriangle size={36} />}
            title={t('ttk.error.title')}
            description={t('ttk.error.text')}
            action={
              <Button
                onClick={() => all.forEach((q) => q.isError && void q.refetch())}
                loading={all.some((q) => q.isFetching)}
                icon={<RotateCw size={16} aria-hidden="true" />}
              >
                {t('ttk.error.retry')}
              </Button>
            }
          />
        )}
        {status === 'success' && weapons.data && gear && (
          <TtkBody weapons={weapons.data} gear={gear} view={view} onChange={update} onReset={reset} />
        )}
      </Tabs>
      <TtkFooter />
    </>
  );
}
