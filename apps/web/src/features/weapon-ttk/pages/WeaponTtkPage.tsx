import { useTranslation } from 'react-i18next';
import AlertTriangle from 'lucide-react/icons/triangle-alert';
import RotateCw from 'lucide-react/icons/rotate-cw';
import type { DisplayAmmo } from '@dfwiki/shared';
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
import { pageLoader } from '../../../lib/page-loader';

const AMMO: DisplayAmmo[] = ['yellow', 'blue'];

/** What the page reads, loaded before it renders (server and browser alike). */
export const pageData = pageLoader(() => [weaponsQuery]);

export default function WeaponTtkPage() {
  const { t } = useTranslation();
  const { view, update, reset } = useTtkView();
  const weapons = useWeapons();

  return (
    <>
      <PageHeader title={t('ttk.title')} subtitle={t('ttk.subtitle')} />
      <Tabs
        tabs={AMMO.map((ammo) => ({ id: ammo, label: <TtkAmmoLabel ammo={ammo} /> }))}
        value={view.ammo}
        onChange={(ammo) => update({ ammo })}
        label={t('ttk.ammoTabs')}
      >
        {weapons.status === 'pending' && (
          <p className="flex min-h-[70vh] items-start justify-center gap-3 py-16 text-fg-muted">
            <Spinner decorative size="md" />
            <span role="status">{t('ttk.loading')}</span>
          </p>
        )}
        {weapons.status === 'error' && (
          <EmptyState
            icon={<AlertTriangle size={36} />}
            title={t('ttk.error.title')}
            description={t('ttk.error.text')}
            action={
              <Button
                onClick={() => void weapons.refetch()}
                loading={weapons.isFetching}
                icon={<RotateCw size={16} aria-hidden="true" />}
              >
                {t('ttk.error.retry')}
              </Button>
            }
          />
        )}
        {weapons.status === 'success' && (
          <TtkBody weapons={weapons.data} view={view} onChange={update} onReset={reset} />
        )}
      </Tabs>
      <TtkFooter />
    </>
  );
}
