import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TOAST_MS, type TrashItem } from '@dfwiki/shared';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { restoreRevision, trashQuery } from '../api/trash';
import { ConfirmDialog } from '../../../components/editing/confirm-dialog';
import { useInvalidateAll } from '../../../lib/use-invalidate-all';

/**
 * Restoring a trashed item: `ask(item)` opens `dialog`; yes restores it, takes its row off the list
 * at once and re-reads everything cached (its public pages come back).
 */
export function useRestore() {
  const [asked, setAsked] = useState<TrashItem | null>(null);
  const { t } = useTranslation();
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAll();
  const mutation = useMutation({
    mutationFn: (item: TrashItem) => restoreRevision(item.revision_id),
    onSuccess: async (_data, item) => {
      queryClient.setQueryData(trashQuery.queryKey, (items) =>
        items?.filter((i) => i.revision_id !== item.revision_id),
      );
      showToast(t('admin.trash.restored', { name: item.name }), {
        type: 'success',
        timeout: TOAST_MS.weapon,
      });
      await invalidate();
    },
    onError: (error) =>
      showToast(t('admin.trash.restoreFailed', { message: errorMessage(error) }), {
        type: 'error',
        timeout: TOAST_MS.weapon,
      }),
    onSettled: () => setAsked(null),
  });
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={t('admin.trash.restoreTitle')}
      message={t('admin.trash.restoreConfirm', { name: asked?.name ?? '' })}
      confirmLabel={t('admin.trash.restore')}
      confirmVariant="primary"
      busy={mutation.isPending}
      onCancel={() => setAsked(null)}
      onConfirm={() => asked && mutation.mutate(asked)}
    />
  );
  return { ask: setAsked, dialog, busy: mutation.isPending };
}
