// The correction form's rules before anything is sent: a value of the field's kind, a source anyone
// can open (http or https, as the API's SourceUrlSchema), and the body POST /corrections takes.
import {
  CORRECTION_NOTE_MAX,
  SourceUrlSchema,
  type CorrectionInputRaw,
  type FieldError,
} from '@dfwiki/shared';
import { ApiError } from '../../lib/api-client';
import { type CorrectionSubject, type CorrectionValueKind, valueKindOf } from './correction-fields';

export interface CorrectionDraft {
  field: string;
  value: string;
  source_url: string;
  note: string;
}

/** The form's own errors, by field, as keys of their words. */
export type DraftErrors = Partial<Record<'field' | 'value' | 'source_url' | 'note', string>>;

/** The value typed, as the API takes it, or the key of what is wrong with it. */
export function parseValue(kind: CorrectionValueKind, raw: string): { value: unknown } | { error: string } {
  const text = raw.trim();
  if (!text) return { error: 'corrections.errors.valueRequired' };
  if (kind === 'number') {
    const number = Number(text.replace(',', '.'));
    return Number.isFinite(number) ? { value: number } : { error: 'corrections.errors.notNumber' };
  }
  if (kind === 'json') {
    try {
      return { value: JSON.parse(text) as unknown };
    } catch {
      return { error: 'corrections.errors.badJson' };
    }
  }
  return { value: text };
}

/** A link anyone can open: http or https, with a host (the API checks the same). */
export const isOpenSource = (url: string): boolean => SourceUrlSchema.safeParse(url).success;

/** The body to send, or the form's errors. */
export function correctionBody(
  subject: Pick<CorrectionSubject, 'entity' | 'id'>,
  draft: CorrectionDraft,
): { body: CorrectionInputRaw } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!draft.field) errors.field = 'corrections.errors.fieldRequired';
  const parsed = draft.field ? parseValue(valueKindOf(draft.field), draft.value) : null;
  if (parsed && 'error' in parsed) errors.value = parsed.error;
  const source = draft.source_url.trim();
  if (!source) errors.source_url = 'corrections.errors.sourceRequired';
  else if (!isOpenSource(source)) errors.source_url = 'corrections.errors.sourceInvalid';
  if (draft.note.trim().length > CORRECTION_NOTE_MAX) errors.note = 'corrections.errors.noteTooLong';
  if (Object.keys(errors).length > 0 || !parsed || 'error' in parsed) return { errors };
  return {
    body: {
      entity: subject.entity,
      id: subject.id,
      field: draft.field,
      value: parsed.value as CorrectionInputRaw['value'],
      source_url: source,
      note: draft.note.trim(),
    },
  };
}

/**
 * Which of the form's fields an API error names. The fact's own rules (a range, the schedule's
 * shape) name the corrected field itself; they are the value's.
 */
export function draftFieldOf(error: FieldError, field: string): keyof DraftErrors | null {
  const [head] = error.path.split('.');
  if (head === 'value' || head === field) return 'value';
  if (head === 'source_url' || head === 'note' || head === 'field') return head;
  return null;
}

/** The API's field errors of a refused correction, on the form's fields (unplaced ones left out). */
export function apiDraftErrors(error: unknown, field: string): FieldError[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.filter((e) => draftFieldOf(e, field) !== null);
}
