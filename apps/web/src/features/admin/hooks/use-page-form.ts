import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TOAST_MS } from '@dfwiki/shared';
import { useToast } from '../../../components/ui/toast';
import { useFormState, type ClientErrors } from '../../../lib/use-form-state';
import { useInvalidateAll } from './use-invalidate-all';
import { useUnsavedChanges } from './use-unsaved-changes';

/**
 * An admin form that fills a page (weapon, build): the form's state, and its save. While it holds
 * changes, leaving asks first; a save shows a toast, refreshes every cached answer and goes on to
 * `leaveTo` without asking; a refusal hands the API's field errors to the form (paths renamed by
 * `errorField`) and says why in a toast. Render it in a PageForm.
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
}: {
  initial: () => V;
  check: (values: V) => ClientErrors;
  toBody: (values: V) => Body;
  save: (body: Body) => Promise<Saved>;
  savedText: (saved: Saved) => string;
  leaveTo: (saved: Saved) => string;
  failedText: (error: unknown) => string;
  errorField?: (body: Body) => (path: string) => string;
}) {
  const form = useFormState(initial, check);
  const { dirty, server, startSubmit } = form;
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
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset(); // a new try drops the last refusal
    if (startSubmit()) mutation.mutate(toBody(form.values));
  };
  return { ...form, save: mutation, onSubmit, prompt };
}
