import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { INPUT_CLASSES } from '../../../components/ui/field';
import { armorQuery } from '../../../lib/queries/gear';
import { useNoIndex } from '../../../lib/use-no-index';
import { useUrlText } from '../../../lib/use-url-params';
import { AdminList } from '../components/admin-list';
import { ArmourTable, GearListTabs } from '../components/gear-tables';

/** /admin/dashboard/gear/armor: every body armour and helmet, with a search kept in the URL. */
export default function AdminArmourPage() {
  const { t } = useTranslation();
  useNoIndex();
  const armour = useQuery({ ...armorQuery, staleTime: 0 });
  const [query, setQuery] = useUrlText('q');
  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (armour.data ?? []).filter(
      (p) => !q || `${p.name ?? ''} ${p.name_cn} ${p.id} ${p.protection_level}`.toLowerCase().includes(q),
    );
  }, [armour.data, query]);

  return (
    <AdminList
      texts="admin.gear"
      action={<GearListTabs />}
      filters={
        <>
          <label className="sr-only" htmlFor="armour-search">
            {t('admin.gear.searchArmour')}
          </label>
          <input
            id="armour-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('admin.gear.searchArmour')}
            className={`${INPUT_CLASSES} sm:max-w-xs`}
          />
        </>
      }
      query={armour}
      empty={rows.length === 0}
    >
      {() => <ArmourTable pieces={rows} />}
    </AdminList>
  );
}
