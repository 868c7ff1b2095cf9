import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { INPUT_CLASSES } from '../../../components/ui/field';
import { roundsQuery } from '../../../lib/queries/gear';
import { useNoIndex } from '../../../lib/use-no-index';
import { useUrlParams, useUrlText } from '../../../lib/use-url-params';
import { AdminList } from '../components/admin-list';
import { FilterSelect } from '../components/filter-select';
import { GearListTabs, roundLabel, RoundsTable } from '../components/gear-tables';

/** /admin/dashboard/gear: every round, by calibre filter and search (both kept in the URL). */
export default function AdminRoundsPage() {
  const { t } = useTranslation();
  useNoIndex();
  // Edited here: re-read on every visit.
  const rounds = useQuery({ ...roundsQuery, staleTime: 0 });
  const [params] = useUrlParams();
  const [query, setQuery] = useUrlText('q');
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
          <label className="sr-only" htmlFor="round-search">
            {t('admin.gear.searchRounds')}
          </label>
          <input
            id="round-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('admin.gear.searchRounds')}
            className={`${INPUT_CLASSES} sm:max-w-xs`}
          />
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
