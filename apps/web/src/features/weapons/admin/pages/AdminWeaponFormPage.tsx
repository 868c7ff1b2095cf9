import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@dfwiki/shared';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { Spinner } from '../../../../components/ui/spinner';
import { useToast } from '../../../../components/ui/toast';
import { useNoIndex } from '../../../../lib/use-no-index';
import { WeaponForm } from '../components/weapon-form';
import { useCategories } from '../api/categories';
import { useEditedWeapon } from '../hooks/use-edited-weapon';
import { EditTabs } from '../../../../components/editing/history/edit-tabs';
import { useEditSession } from '../../../../components/editing/history/use-edit-session';

/** /admin/dashboard/weapons/create and /edit/{weaponId}: the same screen. */
export default function AdminWeaponFormPage() {
  const { t } = useTranslation();
  useNoIndex();
  const { weaponId } = useParams();
  const id = weaponId ? Number(weaponId) : undefined;
  const categories = useCategories();
  const weapon = useEditedWeapon(weaponId);
  const session = useEditSession('weapon', weaponId, weapon.data);
  const { showToast } = useToast();
  const failed = categories.isError || (id !== undefined && weapon.isError) || session.failed;
  const loading = categories.isPending || (id !== undefined && weapon.isPending) || !session.ready;

  useEffect(() => {
    if (failed) showToast(t('admin.weapons.loadFailed'), { type: 'error', timeout: TOAST_MS.weapon });
  }, [failed, showToast, t]);

  const title =
    id === undefined
      ? t('admin.weapons.createTitle')
      : weapon.data
        ? t('admin.weapons.editTitle', { name: weapon.data.name })
        : t('admin.weapons.editTitleShort');
  return (
    <>
      <PageHeader title={title} />
      {failed ? (
        <EmptyState title={t('admin.weapons.loadFailed')} />
      ) : loading ? (
        <Spinner size="lg" className="w-full py-10" />
      ) : (
        <EditTabs session={session}>
          <WeaponForm
            key={session.formKey}
            weapon={id === undefined ? undefined : weapon.data}
            categories={categories.data ?? []}
            session={session}
          />
        </EditTabs>
      )}
    </>
  );
}
