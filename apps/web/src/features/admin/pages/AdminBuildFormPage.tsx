import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useNoIndex } from '../../../lib/use-no-index';
import { BuildForm } from '../components/build-form';
import { useEditedWeapon } from '../hooks/use-edited-weapon';

/** /admin/dashboard/weapons/edit/{weaponId}/builds/create and /{buildId}: the same screen. */
export default function AdminBuildFormPage() {
  const { t } = useTranslation();
  useNoIndex();
  const { weaponId, buildId } = useParams();
  const weapon = useEditedWeapon(weaponId);
  const build = buildId ? weapon.data?.builds.find((b) => String(b.id) === buildId) : undefined;
  const failed = weapon.isError || (buildId !== undefined && weapon.data !== undefined && !build);

  const title = buildId
    ? t('admin.builds.editTitle', { name: build?.name ?? '' })
    : t('admin.builds.createTitle');
  return (
    <>
      <PageHeader title={title} subtitle={weapon.data?.name} />
      {failed ? (
        <EmptyState title={t('admin.builds.loadFailed')} />
      ) : weapon.isPending ? (
        <Spinner size="lg" className="w-full py-10" />
      ) : (
        <BuildForm key={buildId ?? 'new'} weaponId={weapon.data.id} build={build} />
      )}
    </>
  );
}
