import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import Pencil from 'lucide-react/icons/pencil';
import { TOAST_MS, type Build } from '@dfwiki/shared';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { useNoIndex } from '../../../lib/use-no-index';
import { deleteBuild } from '../api/builds';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useInvalidateAll } from '../hooks/use-invalidate-all';
import { useEditedWeapon } from '../hooks/use-edited-weapon';
import { DeleteRowButton } from '../components/delete-row-button';

/** /admin/dashboard/weapons/edit/{weaponId}/builds: the weapon's builds with edit and delete. */
export default function AdminBuildListPage() {
  const { t } = useTranslation();
  useNoIndex();
  const { weaponId } = useParams();
  const weapon = useEditedWeapon(weaponId);
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();
  const [deleting, setDeleting] = useState<Build | null>(null);
  const base = `/admin/dashboard/weapons/edit/${weaponId}`;

  const remove = useMutation({
    mutationFn: (build: Build) => deleteBuild(Number(weaponId), build.id),
    onSuccess: async () => {
      showToast(t('admin.builds.deleted'), { type: 'success', timeout: TOAST_MS.weapon });
      await invalidate();
    },
    onError: () => showToast(t('admin.builds.deleteFailed'), { type: 'error', timeout: TOAST_MS.weapon }),
    onSettled: () => setDeleting(null),
  });

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
            <PrefetchLink to={base} className={buttonClasses('secondary')}>
              {t('admin.builds.editWeapon')}
            </PrefetchLink>
            <PrefetchLink to={`${base}/builds/create`} className={buttonClasses('primary')}>
              <Plus size={16} aria-hidden="true" />
              {t('admin.builds.new')}
            </PrefetchLink>
          </>
        }
      />
      {weapon.isPending ? (
        <Spinner size="lg" className="w-full py-10" />
      ) : weapon.isError ? (
        <EmptyState title={t('admin.builds.weaponLoadFailed')} />
      ) : weapon.data.builds.length === 0 ? (
        <EmptyState title={t('admin.builds.empty')} />
      ) : (
        <Table label={t('admin.builds.listTitle', { name: weapon.data.name })}>
          <THead>
            <tr>
              <Th>{t('admin.builds.name')}</Th>
              <Th>{t('admin.builds.rating')}</Th>
              <Th className="hidden sm:table-cell">{t('admin.builds.creatorName')}</Th>
              <Th className="text-right">{t('admin.common.actions')}</Th>
            </tr>
          </THead>
          <TBody>
            {weapon.data.builds.map((build) => (
              <Tr key={build.id}>
                <Td className="font-medium">{build.name}</Td>
                <Td className="tabular-nums">{build.rating.toFixed(1)}</Td>
                <Td className="hidden sm:table-cell">{build.creator_name || '—'}</Td>
                <Td className="text-right">
                  <div className="inline-flex gap-2">
                    <PrefetchLink
                      to={`${base}/builds/${build.id}`}
                      className={buttonClasses('secondary', 'sm')}
                      aria-label={t('admin.common.editNamed', { name: build.name })}
                    >
                      <Pencil size={14} aria-hidden="true" />
                      <span className="hidden sm:inline">{t('admin.common.edit')}</span>
                    </PrefetchLink>
                    <DeleteRowButton name={build.name} onClick={() => setDeleting(build)} />
                  </div>
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.builds.deleteTitle')}
        message={t('admin.builds.deleteConfirm', { name: deleting?.name ?? '' })}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}
