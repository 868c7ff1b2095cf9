import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Plus from 'lucide-react/icons/plus';
import type { Build } from '@dfwiki/shared';
import { ButtonLink } from '../../../../components/ui/button';
import { PageHeader } from '../../../../components/ui/page-header';
import { DataTable, type Column } from '../../../../components/ui/table';
import { useNoIndex } from '../../../../lib/use-no-index';
import { deleteBuild } from '../api/builds';
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
