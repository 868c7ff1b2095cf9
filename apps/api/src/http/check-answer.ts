// Outside production, a cached public answer is checked against the schema its route declares
// before it is kept, so drift fails a test even on paths that skip Fastify's serializer.
import { ErrorEnvelopeSchema } from '@dfwiki/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';

export function checkAnswer<T>(reply: FastifyReply, value: T): T {
  const response = reply.routeOptions.schema?.response as
    Record<number, { content?: Record<string, { schema?: z.ZodType }> }> | undefined;
  const schema = response?.[200]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${reply.request.routeOptions.url} declares no 200 answer to check`);
  const result = schema.safeParse(value);
  if (!result.success)
    throw new Error(
      `Answer of ${reply.request.routeOptions.url} does not match its schema: ${JSON.stringify(result.error.issues.slice(0, 5))}`,
    );
  return value;
}

/**
 * Outside production, every JSON error answer is checked against the shared error envelope on its
 * way out (a mismatch becomes a 500 a test will see), whatever route or hook produced it.
 */
export function registerErrorAnswerCheck(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    const result = ErrorEnvelopeSchema.safeParse(JSON.parse(payload));
    if (!result.success)
      throw new Error(`Error answer of ${request.url} is not the shared envelope: ${payload.slice(0, 300)}`);
    return payload;
  });
}
