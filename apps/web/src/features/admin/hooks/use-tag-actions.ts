import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast';
import { adminApi } from '../api/admin-api';
import { saveErrorMessage } from '../../../lib/field-errors';
import { useInvalidateAll } from './use-admin-queries';

/** Create / rename / delete a build tag with the error texts. */
export function useTagActions() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();
  const fail = (key: string) => (error: unknown) =>
    showToast(t(key, { message: saveErrorMessage(error, t) }), { type: 'error' });
  const create = useMutation({
    mutationFn: (name: string) => adminApi.createTag(name),
    onSuccess: invalidate,
    onError: fail('admin.tags.createFailed'),
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => adminApi.updateTag(id, name),
    onSuccess: invalidate,
    onError: fail('admin.tags.updateFailed'),
  });
  const remove = useMutation({
    mutationFn: (id: number) => adminApi.deleteTag(id),
    onSuccess: invalidate,
    onError: fail('admin.tags.deleteFailed'),
  });
  return { create, rename, remove };
}
