import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@dfwiki/shared';
import { fieldErrorText, fieldErrorsOf, isUnder } from './field-errors';

export interface ServerFieldErrors {
  errors: FieldError[];
  /** Keeps the field errors of a failed save (after `rename`, which maps API paths to form fields). */
  capture: (error: unknown, rename?: (path: string) => string) => void;
  clear: () => void;
  /** Translated message for a field (or anything inside it), null when it is fine. */
  of: (field: string) => string | null;
  /** Errors no field on screen claims, for the summary under the form. */
  unplaced: (fields: readonly string[]) => FieldError[];
}

/** The API's per-field save errors, so each form can show them next to their fields. */
export function useServerFieldErrors(): ServerFieldErrors {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldError[]>([]);
  const capture = useCallback((error: unknown, rename: (path: string) => string = (p) => p) => {
    setErrors(fieldErrorsOf(error).map((e) => ({ ...e, path: rename(e.path) })));
  }, []);
  const clear = useCallback(() => setErrors([]), []);
  const of = (field: string) => {
    const hit = errors.find((e) => isUnder(e.path, field));
    return hit ? fieldErrorText(hit, t) : null;
  };
  const unplaced = (fields: readonly string[]) =>
    errors.filter((e) => !fields.some((field) => isUnder(e.path, field)));
  return { errors, capture, clear, of, unplaced };
}

/**
 * After a refused save, brings the first marked field to the middle of the screen and focuses it:
 * on a long form it may be far above, or under the sticky action bar.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, errors: readonly FieldError[]) {
  useEffect(() => {
    if (errors.length === 0) return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.scrollIntoView?.({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, [form, errors]);
}
