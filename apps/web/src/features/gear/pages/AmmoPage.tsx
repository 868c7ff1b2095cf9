import { useTranslation } from 'react-i18next';
import { AboutDataLink } from '../../../components/ui/about-data-link';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { AmmoChart } from '../components/ammo-chart';
import { CaliberTable } from '../components/caliber-table';
import { ListProvenance } from '../components/gear-provenance';
import { LabelledFilterSelect } from '../../../components/ui/labelled-filter-select';
import { NO_CALIBER, useAmmoFilters } from '../components/use-ammo-filters';
import { pageLoader } from '../../../lib/page-loader';
import { useRounds, roundsQuery } from '../../../lib/queries/gear';

/** /wiki/ammo: every round by calibre, a level-against-damage chart, filters in the URL. */
export const pageData = pageLoader(() => [roundsQuery]);

export default function AmmoPage() {
  const { t } = useTranslation();
  const rounds = useRounds();
  const filters = useAmmoFilters(rounds.data ?? []);
  const caliberName = (c: string) => (c === NO_CALIBER ? t('gear.ammo.noCaliber') : c);
  return (
    <>
      <PageHeader texts="gear.ammo" />
      <p className="-mt-4 mb-6 text-sm text-fg-muted">
        {t('gear.ammo.about')} <AboutDataLink section="sources" />
      </p>
      {rounds.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner size="lg" />
        </div>
      ) : rounds.isError ? (
        <EmptyState
          title={t('gear.loadError')}
          action={<Button onClick={() => void rounds.refetch()}>{t('gear.retry')}</Button>}
        />
      ) : (
        <>
          <div className="mb-6 flex flex-wrap items-end gap-4">
            <LabelledFilterSelect
              id="ammo-caliber"
              label={t('gear.filters.caliber')}
              allLabel={t('gear.filters.allCalibers')}
              value={filters.caliber}
              options={filters.calibers.map((c) => ({ value: c, label: caliberName(c) }))}
              onChange={filters.setCaliber}
            />
            <LabelledFilterSelect
              id="ammo-level"
              label={t('gear.filters.level')}
              allLabel={t('gear.filters.allLevels')}
              value={filters.level}
              options={filters.levels.map((l) => ({
                value: String(l),
                label: t('gear.levelN', { level: l }),
              }))}
              onChange={filters.setLevel}
            />
            <p className="text-sm text-fg-muted" data-testid="ammo-count">
              {t('gear.ammo.count', { count: filters.shown.length })}
            </p>
          </div>
          <ListProvenance items={filters.shown} />
          <AmmoChart rounds={filters.shown} />
          {filters.groups.length === 0 && <EmptyState className="mt-8" texts="gear.ammo.empty" />}
          {filters.groups.map((g) => (
            <CaliberTable key={g.caliber} caliber={caliberName(g.caliber)} rounds={g.rounds} />
          ))}
        </>
      )}
    </>
  );
}
