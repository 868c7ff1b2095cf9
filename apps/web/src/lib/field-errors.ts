import type { TFunction } from 'i18next';
import type { FieldError } from '@dfwiki/shared';
import { ApiError } from './api-client';

/** Rules the API names; any other rule is worded as the generic "invalid". */
const RULES = new Set([
  'required',
  'min',
  'max',
  'min_length',
  'max_length',
  'min_items',
  'max_items',
  'type',
  'one_of',
  'unknown_field',
  'format',
  'step',
  'control_character',
  'invalid',
]);

/** The field errors of a failed save (a 400 with `details`), none for any other failure. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  return error instanceof ApiError && Array.isArray(error.details) ? error.details : [];
}

/**
 * One field error in the reader's language. The API's English `message` is for API users; the form
 * words it from `rule` and `limit` (every `type_*` rule reads "must be a number", "must be text"…
 * as one "wrong kind of value" message).
 */
export function fieldErrorText(error: FieldError, t: TFunction): string {
  const rule = error.rule.startsWith('type_') ? 'type' : error.rule;
  return t(`admin.fieldErrors.${RULES.has(rule) ? rule : 'invalid'}`, { limit: error.limit });
}

/** True when `path` is the field itself or lies inside it ('pros' holds 'pros.2'). */
export const isUnder = (path: string, field: string) => path === field || path.startsWith(`${field}.`);

/** The translated API message for one field of a failed save, null when that field was fine. */
export function fieldErrorFor(error: unknown, field: string, t: TFunction): string | null {
  const hit = fieldErrorsOf(error).find((e) => isUnder(e.path, field));
  return hit ? fieldErrorText(hit, t) : null;
}

/**
 * What a failed save's toast says: with field errors, a pointer to the marked fields in the
 * reader's language (each field shows its own message); otherwise the server's text.
 */
export function saveErrorMessage(error: unknown, t: TFunction): string {
  if (fieldErrorsOf(error).length > 0) return t('admin.fieldErrors.checkFields');
  return error instanceof Error ? error.message : String(error);
}
