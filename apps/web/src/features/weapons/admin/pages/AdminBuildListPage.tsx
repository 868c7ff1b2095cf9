import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import Sparkles from 'lucide-react/icons/sparkles';
import { TOAST_MS, type Build } from '@dfwiki/shared';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast-context';
import { errorMessage } from '../../../../lib/api-client';
import { PageHeader } from '../../../../components/ui/page-header';
import { DataTable, type Column } from '../../../../components/ui/table';
import { useNoIndex } from '../../../../lib/use-no-index';
import { deleteBuild, setBuildFeatured } from '../api/builds';
import { ListStatus } from '../../../../components/editing/list-status';
import { EditRowLink, RowButton } from '../../../../components/editing/row-actions';
import { useConfirmedDelete } from '../../../../components/editing/use-confirmed-delete';
import { useEditedWeapon } from '../hooks/use-edited-weapon';

/** /admin/dashboard/weapons/edit/{weaponId}/builds: the weapon's builds with edit and delete. */
export default function AdminBuildListPage() {
  const { t } = useTranslation();
  useNoIndex();
  const { weaponId } = useParams();
  const weapon = useEditedWeapon(weaponId);
  const deletion = useConfirmedDelete({
    section: 'builds',
    remove: (build: Build) => deleteBuild(Number(weaponId), build.id),
  });
  const base = `/admin/dashboard/weapons/edit/${weaponId}`;

  const columns: Column<Build>[] = [
    { header: t('admin.builds.name'), className: 'font-medium', cell: (build) => build.name },
    { header: t('admin.builds.rating'), className: 'tabular-nums', cell: (build) => build.rating.toFixed(1) },
    { header: t('admin.builds.creatorName'), from: 'sm', cell: (build) => build.creator_name || '—' },
    {
      header: t('admin.builds.featured'),
      cell: (build) => <FeaturedToggle build={build} onChanged={() => void weapon.refetch()} />,
    },
    {
      header: t('admin.common.actions'),
      align: 'right',
      cell: (build) => (
        <div className="inline-flex gap-2">
          <EditRowLink to={`${base}/builds/${build.id}`} name={build.name} />
          <RowButton action="delete" name={build.name} onClick={() => deletion.ask(build)} />
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={
          weapon.data
            ? t('admin.builds.listTitle', { name: weapon.data.name })
            : t('admin.builds.listTitleShort')
        }
        actions={
          <>
            <ButtonLink to={base} variant="secondary">
              {t('admin.builds.editWeapon')}
            </ButtonLink>
            <ButtonLink to={`${base}/builds/create`} icon={<Plus size={16} aria-hidden="true" />}>
              {t('admin.builds.new')}
            </ButtonLink>
          </>
        }
      />
      <ListStatus
        query={weapon}
        failedTitle={t('admin.builds.weaponLoadFailed')}
        hideReason
        emptyTitle={t('admin.builds.empty')}
        empty={weapon.data?.builds.length === 0}
      >
        {(w) => (
          <DataTable
            label={t('admin.builds.listTitle', { name: w.name })}
            columns={columns}
            rows={w.builds}
            rowKey={(build) => build.id}
          />
        )}
      </ListStatus>
      {deletion.dialog}
    </>
  );
}

/**
 * Features the build on the builds index, or takes it off: a toggle (aria-pressed), saved at once
 * as a revision of the build (its History tab can undo it).
 */
function FeaturedToggle({ build, onChanged }: { build: Build; onChanged: () => void }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const change = useMutation({
    mutationFn: () => setBuildFeatured(build.id, !build.featured),
    onSuccess: () => {
      showToast(
        t(build.featured ? 'admin.builds.unfeatured' : 'admin.builds.featuredDone', { name: build.name }),
        {
          type: 'success',
          timeout: TOAST_MS.weapon,
        },
      );
      onChanged();
    },
    onError: (error) =>
      showToast(t('admin.builds.featureFailed', { message: errorMessage(error) }), { type: 'error' }),
  });
  return (
    <Button
      size="sm"
      variant={build.featured ? 'primary' : 'secondary'}
      aria-pressed={build.featured}
      aria-label={t('admin.builds.featureNamed', { name: build.name })}
      disabled={change.isPending}
      icon={<Sparkles size={14} aria-hidden="true" />}
      onClick={() => change.mutate()}
    >
      <span className="hidden sm:inline">{t('admin.builds.featured')}</span>
    </Button>
  );
}
