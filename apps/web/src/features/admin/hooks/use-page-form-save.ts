import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TOAST_MS } from '@dfwiki/shared';
import { useToast } from '../../../components/ui/toast';
import type { ServerFieldErrors } from '../../../lib/use-field-errors';
import { useInvalidateAll } from './use-invalidate-all';
import { useUnsavedChanges } from './use-unsaved-changes';

/**
 * Saving a form that fills a page (weapon, build): while it holds changes, leaving asks first; a save
 * shows a toast, refreshes every cached answer and goes on to `leaveTo` without asking; a refusal
 * hands the API's field errors to the form (paths renamed by `errorField`) and says why in a toast.
 * Render the returned `prompt`.
 */
export function usePageFormSave<Body, Saved>({
  dirty,
  server,
  save,
  savedText,
  leaveTo,
  failedText,
  errorField,
}: {
  dirty: boolean;
  server: ServerFieldErrors;
  save: (body: Body) => Promise<Saved>;
  savedText: (saved: Saved) => string;
  leaveTo: (saved: Saved) => string;
  failedText: (error: unknown) => string;
  errorField?: (body: Body) => (path: string) => string;
}) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();
  const { allowNavigation, prompt } = useUnsavedChanges(dirty);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (saved) => {
      showToast(savedText(saved), { type: 'success', timeout: TOAST_MS.weapon });
      await invalidate();
      allowNavigation();
      await navigate(leaveTo(saved));
    },
    onError: (error, body) => {
      server.capture(error, errorField?.(body));
      showToast(failedText(error), { type: 'error', timeout: TOAST_MS.weapon });
    },
  });
  return { save: mutation, prompt };
}
