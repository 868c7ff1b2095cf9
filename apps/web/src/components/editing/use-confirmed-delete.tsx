import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { TOAST_MS } from '@dfwiki/shared';
import { useToast } from '../ui/toast';
import { errorMessage } from '../../lib/api-client';
import { DeleteDialog, type DeleteSection } from './delete-dialog';
import { useInvalidateAll } from '../../lib/use-invalidate-all';

/**
 * Deleting a row of an admin list: `ask(row)` opens `dialog`; yes deletes, says how it went in a
 * toast (admin.<section>.deleted / deleteFailed) and re-reads what is on screen.
 */
export function useConfirmedDelete<Row extends { name: string }>({
  section,
  remove,
  errorToastMs = TOAST_MS.weapon,
}: {
  section: Exclude<DeleteSection, 'tags'>;
  remove: (row: Row) => Promise<unknown>;
  errorToastMs?: number;
}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();
  const [asked, setAsked] = useState<Row | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async (_data, row) => {
      showToast(t(`admin.${section}.deleted`, { name: row.name }), {
        type: 'success',
        timeout: TOAST_MS.weapon,
      });
      await invalidate();
    },
    onError: (error) =>
      showToast(t(`admin.${section}.deleteFailed`, { message: errorMessage(error) }), {
        type: 'error',
        timeout: errorToastMs,
      }),
    onSettled: () => setAsked(null),
  });
  const dialog = (
    <DeleteDialog
      section={section}
      row={asked}
      busy={mutation.isPending}
      onCancel={() => setAsked(null)}
      onConfirm={(row) => mutation.mutate(row)}
    />
  );
  return { ask: setAsked, dialog };
}
