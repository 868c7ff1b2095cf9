// Outside production, a cached public answer is checked against the schema its route declares
// before it is kept, so drift fails a test even on paths that skip Fastify's serializer.
import type { FastifyReply } from 'fastify';
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
