// One error envelope for every failure: { error: { code, message, details? } }, with codes from
// the shared ErrorCode list.
import { describeIssue, ERROR_STATUS, type ErrorCode, type FieldError } from '@dfwiki/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  Conflict,
  DomainError,
  Forbidden,
  Invalid,
  LimitReached,
  NotFound,
  Unauthenticated,
  Unsupported,
} from '../domain-errors';
import { isUnstorableText } from '../db/errors';
import { safeError } from './logging';

// The one translation from a refusal's kind to its HTTP status; the first class that matches wins.
export const STATUS_OF_KIND: [abstract new (...args: never[]) => DomainError, number][] = [
  [NotFound, 404],
  [Invalid, 400],
  [Conflict, 409],
  [Unauthenticated, 401],
  [Forbidden, 403],
  [LimitReached, 429],
  [Unsupported, 415],
];

export function statusOf(error: DomainError): number {
  return STATUS_OF_KIND.find(([kind]) => error instanceof kind)?.[1] ?? 500;
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  details?: FieldError[],
) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error: { code, message, ...(details?.length ? { details } : {}) } });
}

// Fastify's own error codes mapped to ours (each answered with its code's status), so no framework
// error leaks out as a 500.
const FASTIFY_CODES: Record<string, [code: ErrorCode, message: string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    'UNSUPPORTED_MEDIA_TYPE',
    'Send JSON with Content-Type: application/json.',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST', 'Invalid Content-Length.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['INVALID_JSON', 'The JSON body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['INVALID_JSON', 'The body is not valid JSON.'],
  FST_ERR_CTP_INSTANCE_ALREADY_STARTED: ['INTERNAL_ERROR', 'Something went wrong.'],
  FST_ERR_INVALID_URL: ['BAD_REQUEST', 'Invalid URL.'],
  FST_ERR_BAD_URL: ['BAD_REQUEST', 'Invalid URL.'],
  FST_REQ_FILE_TOO_LARGE: ['FILE_TOO_LARGE', 'The file is larger than 10 MB.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.'],
  FST_FILES_LIMIT: ['TOO_MANY_FILES', 'Send one file at a time.'],
  FST_PARTS_LIMIT: ['TOO_MANY_PARTS', 'Too many form parts.'],
  FST_FIELDS_LIMIT: ['TOO_MANY_FIELDS', 'Too many form fields.'],
};

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Each refused field in plain words: `card_value is required`. Unknown keys get one line each. */
export function fieldErrors(issues: ValidationIssue[]): FieldError[] {
  return issues.flatMap((v) => {
    const path = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const keys = v.keyword === 'unrecognized_keys' ? (v.params?.keys as string[] | undefined) : undefined;
    if (keys?.length)
      return keys.map((key) => describeIssue(path ? `${path}.${key}` : key, { code: 'unrecognized_keys' }));
    return [describeIssue(path, { code: v.keyword, message: v.message, ...v.params })];
  });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { validation?: ValidationIssue[] }, request, reply) => {
    if (error instanceof DomainError) {
      if (error instanceof LimitReached && error.retryAfterSeconds)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, statusOf(error), error.code, error.message, error.details);
    }
    if (error.validation) {
      const details = fieldErrors(error.validation);
      const where = (error as FastifyError & { validationContext?: string }).validationContext ?? 'body';
      // What the client sent helps to read a client bug; passwords are removed by the redaction.
      request.log.debug({ body: request.body, details }, 'request rejected by validation');
      const first = details[0] ? ` ${details[0].path || where} ${details[0].message}` : '';
      const more = details.length > 1 ? ` (and ${details.length - 1} more)` : '';
      return sendError(reply, 400, 'VALIDATION_ERROR', `Invalid request ${where}:${first}${more}.`, details);
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped && ERROR_STATUS[mapped[0]] < 500) return sendError(reply, ERROR_STATUS[mapped[0]], ...mapped);
    if (error.statusCode === 429) {
      return sendError(reply, 429, 'RATE_LIMITED', 'Too many requests. Please wait and try again.');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // e.g. prototype poisoning or malformed bodies: client errors keep their status.
      return sendError(reply, error.statusCode, 'BAD_REQUEST', 'The request could not be understood.');
    }
    // The edge guard refuses control characters first; this catches any text that still gets
    // past it to the database, as a client error rather than a 500.
    if (isUnstorableText(error))
      return sendError(reply, 400, 'CONTROL_CHARACTER', 'The request holds text that cannot be stored.');
    // Only a safe subset: a driver's error carries the query's parameters (a password hash too).
    request.log.error({ err: safeError(error) }, 'unhandled error');
    return sendError(reply, 500, 'INTERNAL_ERROR', 'Something went wrong. Please try again.');
  });
}
