import { useTranslation } from 'react-i18next';
import { armorQuery } from '../../../../lib/queries/gear';
import { useSearchedGear } from '../hooks/use-searched-gear';
import { AdminList } from '../../../../components/editing/admin-list';
import { ArmourTable, GearListTabs } from '../components/gear-tables';

/** /admin/dashboard/gear/armor: every body armour and helmet, with a search kept in the URL. */
export default function AdminArmourPage() {
  const { t } = useTranslation();
  const { read: armour, rows } = useSearchedGear(
    armorQuery,
    (p) => `${p.name ?? ''} ${p.name_cn} ${p.id} ${p.protection_level}`,
  );

  return (
    <AdminList
      texts="admin.gear"
      search={{ id: 'armour-search', label: t('admin.gear.searchArmour') }}
      action={<GearListTabs />}
      query={armour}
      empty={rows.length === 0}
    >
      {() => <ArmourTable pieces={rows} />}
    </AdminList>
  );
}
