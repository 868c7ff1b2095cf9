import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import { TOAST_MS, type WeaponListItem } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { INPUT_CLASSES, SELECT_CLASSES } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useNoIndex } from '../../../lib/use-no-index';
import { deleteWeapon } from '../api/weapons';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { WeaponsTable } from '../components/weapons-table';
import { useInvalidateAll } from '../hooks/use-invalidate-all';
import { useCategories } from '../../../lib/queries/lookups';
import { weaponsQuery } from '../../../lib/queries/weapons';

/** /admin/dashboard/weapons: search + category filter (kept in the URL), create, edit, delete, builds. */
export default function AdminWeaponsPage() {
  const { t } = useTranslation();
  useNoIndex();
  // Edited here: re-read on every visit.
  const weapons = useQuery({ ...weaponsQuery, staleTime: 0 });
  const categories = useCategories();
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const [deleting, setDeleting] = useState<WeaponListItem | null>(null);
  const setParam = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (weapons.data ?? [])
      .filter((w) => !category || String(w.category_id) === category)
      .filter((w) => !q || w.name.toLowerCase().includes(q) || w.description.toLowerCase().includes(q))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [weapons.data, query, category]);

  const remove = useMutation({
    mutationFn: (weapon: WeaponListItem) => deleteWeapon(weapon.id),
    onSuccess: async (_data, weapon) => {
      showToast(t('admin.weapons.deleted', { name: weapon.name }), {
        type: 'success',
        timeout: TOAST_MS.weapon,
      });
      await invalidate();
    },
    onError: (error) =>
      showToast(t('admin.weapons.deleteFailed', { message: errorMessage(error) }), {
        type: 'error',
        timeout: TOAST_MS.weapon,
      }),
    onSettled: () => setDeleting(null),
  });

  return (
    <>
      <PageHeader
        title={t('admin.weapons.title')}
        subtitle={t('admin.weapons.subtitle')}
        actions={
          <PrefetchLink to="/admin/dashboard/weapons/create" className={buttonClasses('primary')}>
            <Plus size={16} aria-hidden="true" />
            {t('admin.weapons.new')}
          </PrefetchLink>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <label className="sr-only" htmlFor="weapon-search">
          {t('admin.weapons.search')}
        </label>
        <input
          id="weapon-search"
          type="search"
          value={query}
          onChange={(e) => setParam('q', e.target.value)}
          placeholder={t('admin.weapons.search')}
          className={`${INPUT_CLASSES} sm:max-w-xs`}
        />
        <label className="sr-only" htmlFor="weapon-category">
          {t('admin.weapons.category')}
        </label>
        <select
          id="weapon-category"
          value={category}
          onChange={(e) => setParam('category', e.target.value)}
          className={`${SELECT_CLASSES} sm:max-w-xs`}
        >
          <option value="">{t('admin.weapons.allCategories')}</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {weapons.isPending ? (
        <Spinner size="lg" className="w-full py-10" />
      ) : weapons.isError ? (
        <EmptyState title={t('admin.weapons.loadFailed')} description={errorMessage(weapons.error)} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('admin.weapons.empty')} />
      ) : (
        <WeaponsTable weapons={rows} onDelete={setDeleting} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.weapons.deleteTitle')}
        message={t('admin.weapons.deleteConfirm', { name: deleting?.name ?? '' })}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}
