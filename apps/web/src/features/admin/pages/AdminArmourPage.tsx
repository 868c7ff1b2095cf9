import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { armorQuery } from '../../../lib/queries/gear';
import { useNoIndex } from '../../../lib/use-no-index';
import { useUrlParams } from '../../../lib/use-url-params';
import { AdminList } from '../components/admin-list';
import { ListSearch } from '../components/list-search';
import { ArmourTable, GearListTabs } from '../components/gear-tables';

/** /admin/dashboard/gear/armor: every body armour and helmet, with a search kept in the URL. */
export default function AdminArmourPage() {
  const { t } = useTranslation();
  useNoIndex();
  const armour = useQuery({ ...armorQuery, staleTime: 0 });
  const [params] = useUrlParams();
  const query = params.get('q') ?? '';
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
      filters={<ListSearch id="armour-search" label={t('admin.gear.searchArmour')} />}
      query={armour}
      empty={rows.length === 0}
    >
      {() => <ArmourTable pieces={rows} />}
    </AdminList>
  );
}
