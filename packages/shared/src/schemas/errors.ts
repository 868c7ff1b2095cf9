// Every error code the API can answer, with its HTTP status. The API throws only these codes and
// the web reads only these, so a renamed code fails typecheck on both sides.
import { z } from 'zod';

export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  ID_MISMATCH: 400,
  UNKNOWN_REFERENCE: 400,
  UNKNOWN_KEYCARD: 400,
  CONTROL_CHARACTER: 400,
  NO_FILE: 400,
  NOT_OWN_UPLOAD: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  ACCOUNT_DISABLED: 403,
  OWN_SUBMISSION: 403,
  OWN_GUIDE: 403,
  OWN_CORRECTION: 403,
  NOT_FOUND: 404,
  USER_EXISTS: 409,
  TAG_EXISTS: 409,
  KEYCARD_EXISTS: 409,
  LAST_ADMIN: 409,
  UPLOAD_IN_USE: 409,
  BUILD_CODE_TAKEN: 409,
  SUBMISSION_CLOSED: 409,
  GUIDE_CLOSED: 409,
  CORRECTION_CLOSED: 409,
  EDIT_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  FILE_TOO_LARGE: 413,
  TOO_MANY_FILES: 413,
  TOO_MANY_PARTS: 413,
  TOO_MANY_FIELDS: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNSUPPORTED_IMAGE: 415,
  INVALID_IMAGE: 415,
  RATE_LIMITED: 429,
  TOO_MANY_ATTEMPTS: 429,
  SUBMISSION_LIMIT: 429,
  GUIDE_LIMIT: 429,
  CORRECTION_LIMIT: 429,
  UPLOAD_QUOTA: 429,
  INTERNAL_ERROR: 500,
  NOT_READY: 503,
  DATABASE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];
export const ErrorCodeSchema = z.enum(ERROR_CODES);

/**
 * Why one field was refused. `message` is plain English for API users; `rule` and `limit` let a
 * client word it in its own language.
 */
export const FieldErrorSchema = z.strictObject({
  path: z.string(),
  message: z.string(),
  rule: z.string(),
  limit: z.number().optional(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** Error answer of every failing API call: `{ error: { code, message, details? } }`. */
export const ErrorEnvelopeSchema = z
  .strictObject({
    error: z.strictObject({
      code: ErrorCodeSchema,
      message: z.string(),
      details: z.array(FieldErrorSchema).optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

interface IssueLike {
  code?: string;
  keyword?: string;
  message?: string;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
}

const limitOf = (v: number | bigint | undefined) => (v === undefined ? undefined : Number(v));

/** Turns one zod issue into a field error in plain words (the field name comes first in the UI). */
export function describeIssue(path: string, issue: IssueLike): FieldError {
  const code = issue.code ?? issue.keyword ?? 'custom';
  const text = issue.origin === 'string';
  const items = issue.origin === 'array';
  // zod reports a missing field as an invalid type whose input is undefined (said in its message
  // when the input itself is not reported).
  const missing =
    'input' in issue ? issue.input === undefined : /received undefined/.test(issue.message ?? '');
  if (code === 'invalid_type' && missing) return { path, rule: 'required', message: 'is required' };
  if (code === 'invalid_type')
    return {
      path,
      rule: `type_${issue.expected ?? 'other'}`,
      message: `must be a ${issue.expected ?? 'valid value'}`,
    };
  if (code === 'too_small') {
    const limit = limitOf(issue.minimum);
    if (text && limit === 1) return { path, rule: 'required', message: 'is required' };
    if (text) return { path, rule: 'min_length', limit, message: `must be at least ${limit} characters` };
    if (items) return { path, rule: 'min_items', limit, message: `needs at least ${limit} entries` };
    return { path, rule: 'min', limit, message: `must be at least ${limit}` };
  }
  if (code === 'too_big') {
    const limit = limitOf(issue.maximum);
    if (text) return { path, rule: 'max_length', limit, message: `must be at most ${limit} characters` };
    if (items) return { path, rule: 'max_items', limit, message: `has more than ${limit} entries` };
    return { path, rule: 'max', limit, message: `must be at most ${limit}` };
  }
  if (code === 'invalid_value') return { path, rule: 'one_of', message: 'is not one of the allowed values' };
  if (code === 'unrecognized_keys') return { path, rule: 'unknown_field', message: 'is not a known field' };
  if (code === 'not_multiple_of') return { path, rule: 'step', message: 'is not on the allowed step' };
  if (code === 'invalid_format')
    return { path, rule: 'format', message: issue.message ?? 'has the wrong format' };
  return { path, rule: 'invalid', message: issue.message ?? 'is not valid' };
}
