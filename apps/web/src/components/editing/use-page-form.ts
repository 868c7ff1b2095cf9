import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TOAST_MS } from '@dfwiki/shared';
import { useToast } from '../ui/toast';
import { useFormState, type ClientErrors } from '../../lib/use-form-state';
import { useInvalidateAll } from '../../lib/use-invalidate-all';
import { useUnsavedChanges } from './use-unsaved-changes';
import { useSaveVersion } from './history/use-save-version';
import type { EditSession } from './history/use-edit-session';

/**
 * An admin form that fills a page (weapon, build): the form's state, and its save. While it holds
 * changes, leaving asks first; a save shows a toast, refreshes every cached answer and goes on to
 * `leaveTo` without asking; a refusal hands the API's field errors to the form (paths renamed by
 * `errorField`) and says why in a toast. Render it in a PageForm. An edit (`session`) saves over
 * the version the form opened with, and a refusal as stale offers to reload (`conflict`).
 */
export function usePageForm<V extends object, Body, Saved>({
  initial,
  check,
  toBody,
  save,
  savedText,
  leaveTo,
  failedText,
  errorField,
  session,
}: {
  initial: () => V;
  check: (values: V) => ClientErrors;
  toBody: (values: V) => Body;
  save: (body: Body, version?: number) => Promise<Saved>;
  savedText: (saved: Saved) => string;
  leaveTo: (saved: Saved) => string;
  failedText: (error: unknown) => string;
  errorField?: (body: Body) => (path: string) => string;
  session?: EditSession;
}) {
  const { t } = useTranslation();
  const form = useFormState(initial, check);
  const { dirty, server, startSubmit } = form;
  const navigate = useNavigate();
  const { showToast } = useToast();
  const invalidate = useInvalidateAll();
  const { allowNavigation, prompt } = useUnsavedChanges(dirty);
  const saved = useSaveVersion(session);
  const mutation = useMutation({
    mutationFn: (body: Body) => save(body, saved.version),
    onSuccess: async (saved) => {
      showToast(savedText(saved), { type: 'success', timeout: TOAST_MS.weapon });
      await invalidate();
      allowNavigation();
      await navigate(leaveTo(saved));
    },
    onError: (error, body) => {
      if (saved.stale(error)) {
        showToast(t('admin.history.conflict'), { type: 'error', timeout: TOAST_MS.weapon });
        return;
      }
      server.capture(error, errorField?.(body));
      showToast(failedText(error), { type: 'error', timeout: TOAST_MS.weapon });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset(); // a new try drops the last refusal
    if (startSubmit()) mutation.mutate(toBody(form.values));
  };
  return { ...form, save: mutation, onSubmit, prompt, conflict: saved.notice };
}
