// One place that turns a route's contract into its Fastify schema: request schemas, the success
// answer, every error answer (by code), its role and its OpenAPI operation (its tag is its
// feature's: feature-routes.ts). Routes call `operation()` so /api/docs always says what the
// server really does. The words (summary, description, what the answer is) are data, kept by
// operationId in openapi-texts.json, so a route declares only what the server checks.
import { ERROR_STATUS, type ErrorCode, ErrorEnvelopeSchema, type RoleName } from '@dfwiki/shared';
import type { z } from 'zod';
import openapiTexts from './openapi-texts.json';

interface OperationText {
  summary: string;
  description?: string;
  /** What the success answer is. */
  success: string;
}

const OPERATION_TEXTS: Record<string, OperationText | undefined> = openapiTexts.operations;

/** The OpenAPI group of each feature, by tag name. */
export const API_TAG_TEXTS: Record<string, string | undefined> = openapiTexts.tags;

/** An operation's words, with `{NAME}` filled in from `values`; a route without words fails at start. */
export function operationText(operationId: string, values: Record<string, string | number> = {}) {
  const text = OPERATION_TEXTS[operationId];
  if (!text) throw new Error(`No OpenAPI text for operation ${operationId} in openapi-texts.json`);
  const fill = (words: string) =>
    words.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
  return {
    summary: fill(text.summary),
    description: text.description === undefined ? undefined : fill(text.description),
    success: fill(text.success),
  };
}

export interface Operation<P, Q, B> {
  operationId: string;
  /** Values of the `{NAME}` placeholders in the operation's words. */
  textValues?: Record<string, string | number>;
  /** Least role; absent for public operations. */
  role?: RoleName;
  params?: P;
  querystring?: Q;
  body?: B;
  success: { status?: 200 | 201; schema: z.ZodType };
  /** Error codes this operation may answer beyond those of its kind (implicitErrors). */
  errors?: ErrorCode[];
  hide?: boolean;
}

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/**
 * Codes every request of the route's kind can meet: a route that names an item in its path may
 * not find it.
 */
function implicitErrors(op: { role?: RoleName; body?: unknown; params?: unknown; querystring?: unknown }) {
  const codes: ErrorCode[] = ['RATE_LIMITED'];
  if (op.params || op.querystring || op.body) codes.push('VALIDATION_ERROR', 'CONTROL_CHARACTER');
  if (op.params) codes.push('NOT_FOUND');
  if (op.body) codes.push('INVALID_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  if (op.role) codes.push('UNAUTHORIZED', 'FORBIDDEN', 'CSRF_REJECTED');
  return codes;
}

export function operation<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  op: Operation<P, Q, B>,
) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set([...implicitErrors(op), ...(op.errors ?? [])])) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const text = operationText(op.operationId, op.textValues);
  const response: Record<number, ReturnType<typeof json>> = {
    [op.success.status ?? 200]: json(op.success.schema, text.success),
  };
  for (const [status, codes] of byStatus) response[status] = json(ErrorEnvelopeSchema, codes.join(', '));
  const roleLine = op.role ? `Requires role **${op.role}** or higher.` : 'Public: no login needed.';
  return {
    operationId: op.operationId,
    summary: text.summary,
    description: [text.description, roleLine].filter(Boolean).join('\n\n'),
    security: op.role ? [{ cookieAuth: [] }] : [],
    ...(op.hide ? { hide: true } : {}),
    ...(op.params ? { params: op.params } : {}),
    ...(op.querystring ? { querystring: op.querystring } : {}),
    ...(op.body ? { body: op.body } : {}),
    response,
  } as {
    params: P;
    querystring: Q;
    body: B;
    response: Record<number, unknown>;
  };
}

/**
 * The OpenAPI document's schemas keep only components some operation reaches: the shared schemas
 * are registered once for requests and once for answers, and most are used on one side only.
 */
export function withoutUnusedComponents<T extends object>(document: T): T {
  const doc = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = { ...doc.components?.schemas };
  for (;;) {
    const { components: _all, ...rest } = doc;
    const text = JSON.stringify([rest, schemas]);
    const unused = Object.keys(schemas).filter((name) => !text.includes(`"#/components/schemas/${name}"`));
    if (!unused.length) break;
    for (const name of unused) delete schemas[name];
  }
  return { ...doc, components: { ...doc.components, schemas } } as T;
}
