import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/ui/toast';
import { createTag, deleteTag, updateTag } from '../api/tags';
import { saveErrorMessage } from '../../../../lib/field-errors';
import { useInvalidateAll } from '../../../../lib/use-invalidate-all';
import { isEditConflict } from '../../../../components/editing/history/history-api';

/** Create / rename / delete a build tag with the error texts. */
export function useTagActions() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();
  const fail = (key: string) => (error: unknown) =>
    showToast(t(key, { message: saveErrorMessage(error, t) }), { type: 'error' });
  const create = useMutation({
    mutationFn: (name: string) => createTag(name),
    onSuccess: invalidate,
    onError: fail('admin.tags.createFailed'),
  });
  const rename = useMutation({
    mutationFn: ({ id, name, version }: { id: number; name: string; version?: number }) =>
      updateTag(id, name, version),
    onSuccess: invalidate,
    // A rename over a newer one: the row says so and offers Reload.
    onError: (error) => !isEditConflict(error) && fail('admin.tags.updateFailed')(error),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteTag(id),
    onSuccess: invalidate,
    onError: fail('admin.tags.deleteFailed'),
  });
  return { create, rename, remove };
}
