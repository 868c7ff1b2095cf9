import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import type { WeaponListItem } from '@dfwiki/shared';
import { ButtonLink } from '../../../../components/ui/button';
import { INPUT_CLASSES } from '../../../../components/ui/field';
import { useNoIndex } from '../../../../lib/use-no-index';
import { useUrlParams } from '../../../../lib/use-url-params';
import { deleteWeapon } from '../api/weapons';
import { AdminList } from '../../../../components/editing/admin-list';
import { FilterSelect } from '../../../../components/editing/filter-select';
import { WeaponsTable } from '../components/weapons-table';
import { useConfirmedDelete } from '../../../../components/editing/use-confirmed-delete';
import { useCategories } from '../api/categories';
import { weaponsQuery } from '../../../../lib/queries/weapons';

/** /admin/dashboard/weapons: search + category filter (kept in the URL), create, edit, delete, builds. */
export default function AdminWeaponsPage() {
  const { t } = useTranslation();
  useNoIndex();
  // Edited here: re-read on every visit.
  const weapons = useQuery({ ...weaponsQuery, staleTime: 0 });
  const categories = useCategories();
  const deletion = useConfirmedDelete({
    section: 'weapons',
    remove: (weapon: WeaponListItem) => deleteWeapon(weapon.id),
  });
  const [params, update] = useUrlParams();
  const query = params.get('q') ?? '';
  const category = params.get('category') ?? '';

  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (weapons.data ?? [])
      .filter((w) => !category || String(w.category_id) === category)
      .filter((w) => !q || w.name.toLowerCase().includes(q) || w.description.toLowerCase().includes(q))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [weapons.data, query, category]);

  return (
    <>
      <AdminList
        texts="admin.weapons"
        action={
          <ButtonLink to="/admin/dashboard/weapons/create" icon={<Plus size={16} aria-hidden="true" />}>
            {t('admin.weapons.new')}
          </ButtonLink>
        }
        filters={
          <>
            <label className="sr-only" htmlFor="weapon-search">
              {t('admin.weapons.search')}
            </label>
            <input
              id="weapon-search"
              type="search"
              value={query}
              onChange={(e) => update({ q: e.target.value })}
              placeholder={t('admin.weapons.search')}
              className={`${INPUT_CLASSES} sm:max-w-xs`}
            />
            <FilterSelect
              param="category"
              label={t('admin.weapons.category')}
              allLabel={t('admin.weapons.allCategories')}
              options={categories.data}
            />
          </>
        }
        query={weapons}
        empty={rows.length === 0}
      >
        {() => <WeaponsTable weapons={rows} onDelete={deletion.ask} />}
      </AdminList>
      {deletion.dialog}
    </>
  );
}
