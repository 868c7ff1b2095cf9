import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { AmmoChart } from '../components/ammo-chart';
import { CaliberTable } from '../components/caliber-table';
import { ListProvenance } from '../components/gear-provenance';
import { LabelledFilterSelect } from '../../../components/ui/labelled-filter-select';
import { LevelSelect } from '../components/level-select';
import { GearListLayout } from '../components/gear-list-layout';
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
    <GearListLayout texts="gear.ammo" about="gear.ammo.about" read={rounds}>
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <LabelledFilterSelect
          id="ammo-caliber"
          label={t('gear.filters.caliber')}
          allLabel={t('gear.filters.allCalibers')}
          value={filters.caliber}
          options={filters.calibers.map((c) => ({ value: c, label: caliberName(c) }))}
          onChange={filters.setCaliber}
        />
        <LevelSelect
          id="ammo-level"
          levels={filters.levels}
          value={filters.level}
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
    </GearListLayout>
  );
}
