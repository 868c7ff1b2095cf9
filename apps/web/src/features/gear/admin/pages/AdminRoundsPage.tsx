import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { roundsQuery } from '../../../../lib/queries/gear';
import { useSearchedGear } from '../hooks/use-searched-gear';
import { AdminList } from '../../../../components/editing/admin-list';
import { FilterSelect } from '../../../../components/editing/filter-select';
import { GearListTabs, roundLabel, RoundsTable } from '../components/gear-tables';

/** /admin/dashboard/gear: every round, by calibre filter and search (both kept in the URL). */
export default function AdminRoundsPage() {
  const { t } = useTranslation();
  const {
    read: rounds,
    rows: found,
    params,
  } = useSearchedGear(roundsQuery, (r) => `${roundLabel(r)} ${r.name_cn ?? ''} ${r.id}`);
  const caliber = params.get('caliber') ?? '';
  const calibers = useMemo(
    () =>
      [...new Set((rounds.data ?? []).flatMap((r) => (r.caliber ? [r.caliber] : [])))]
        .sort()
        .map((c) => ({ id: c, name: c })),
    [rounds.data],
  );
  const rows = found.filter((r) => !caliber || r.caliber === caliber);

  return (
    <AdminList
      texts="admin.gear"
      search={{ id: 'round-search', label: t('admin.gear.searchRounds') }}
      action={<GearListTabs />}
      filters={
        <FilterSelect
          param="caliber"
          label={t('gear.filters.caliber')}
          allLabel={t('gear.filters.allCalibers')}
          options={calibers}
        />
      }
      query={rounds}
      empty={rows.length === 0}
    >
      {() => <RoundsTable rounds={rows} />}
    </AdminList>
  );
}
