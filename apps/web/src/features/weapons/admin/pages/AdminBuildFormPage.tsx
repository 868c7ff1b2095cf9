import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { Spinner } from '../../../../components/ui/spinner';
import { useNoIndex } from '../../../../lib/use-no-index';
import { BuildForm } from '../components/build-form';
import { useEditedWeapon } from '../hooks/use-edited-weapon';
import { EditTabs } from '../../../../components/editing/history/edit-tabs';
import { useEditSession } from '../../../../components/editing/history/use-edit-session';

/** /admin/dashboard/weapons/edit/{weaponId}/builds/create and /{buildId}: the same screen. */
export default function AdminBuildFormPage() {
  const { t } = useTranslation();
  useNoIndex();
  const { weaponId, buildId } = useParams();
  const weapon = useEditedWeapon(weaponId);
  const build = buildId ? weapon.data?.builds.find((b) => String(b.id) === buildId) : undefined;
  const session = useEditSession('build', buildId, build);
  const failed =
    weapon.isError || session.failed || (buildId !== undefined && weapon.data !== undefined && !build);

  const title = buildId
    ? t('admin.builds.editTitle', { name: build?.name ?? '' })
    : t('admin.builds.createTitle');
  return (
    <>
      <PageHeader title={title} subtitle={weapon.data?.name} />
      {failed ? (
        <EmptyState title={t('admin.builds.loadFailed')} />
      ) : weapon.isPending || !session.ready ? (
        <Spinner size="lg" className="w-full py-10" />
      ) : (
        <EditTabs session={session}>
          <BuildForm key={session.formKey} weaponId={weapon.data.id} build={build} session={session} />
        </EditTabs>
      )}
    </>
  );
}
