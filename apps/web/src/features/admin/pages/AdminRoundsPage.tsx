import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { roundsQuery } from '../../../lib/queries/gear';
import { useNoIndex } from '../../../lib/use-no-index';
import { useUrlParams } from '../../../lib/use-url-params';
import { AdminList } from '../components/admin-list';
import { ListSearch } from '../components/list-search';
import { FilterSelect } from '../components/filter-select';
import { GearListTabs, roundLabel, RoundsTable } from '../components/gear-tables';

/** /admin/dashboard/gear: every round, by calibre filter and search (both kept in the URL). */
export default function AdminRoundsPage() {
  const { t } = useTranslation();
  useNoIndex();
  // Edited here: re-read on every visit.
  const rounds = useQuery({ ...roundsQuery, staleTime: 0 });
  const [params] = useUrlParams();
  const query = params.get('q') ?? '';
  const caliber = params.get('caliber') ?? '';
  const calibers = useMemo(
    () =>
      [...new Set((rounds.data ?? []).flatMap((r) => (r.caliber ? [r.caliber] : [])))]
        .sort()
        .map((c) => ({ id: c, name: c })),
    [rounds.data],
  );
  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (rounds.data ?? [])
      .filter((r) => !caliber || r.caliber === caliber)
      .filter((r) => !q || `${roundLabel(r)} ${r.name_cn ?? ''} ${r.id}`.toLowerCase().includes(q));
  }, [rounds.data, query, caliber]);

  return (
    <AdminList
      texts="admin.gear"
      action={<GearListTabs />}
      filters={
        <>
          <ListSearch id="round-search" label={t('admin.gear.searchRounds')} />
          <FilterSelect
            param="caliber"
            label={t('gear.filters.caliber')}
            allLabel={t('gear.filters.allCalibers')}
            options={calibers}
          />
        </>
      }
      query={rounds}
      empty={rows.length === 0}
    >
      {() => <RoundsTable rounds={rows} />}
    </AdminList>
  );
}
