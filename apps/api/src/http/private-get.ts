// The one shape of a signed-in read: a GET for a least role whose answer no shared cache or
// browser may keep (it is one account's view, or not public yet).
import type { RoleName } from '@dfwiki/shared';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { ZodApp } from './feature-routes';
import { guardedOperation } from './guard';
import type { SessionUser } from './session-user';
import type { Operation } from './route-docs';

export interface PrivateReadInput<Q extends z.ZodType> {
  query: z.output<Q>;
  /** The signed-in caller (the guard has checked the role). */
  user: SessionUser;
}

export interface PrivateRead<Q extends z.ZodType> extends Omit<
  Operation<never, Q, never>,
  'body' | 'params'
> {
  role: RoleName;
  load: (input: PrivateReadInput<Q>) => Promise<unknown>;
}

/** Marks an answer as one account's view, or not public yet: no shared cache or browser keeps it. */
export const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

export function privateGet<Q extends z.ZodType>(
  app: ZodApp,
  ctx: AppContext,
  url: string,
  { load, ...op }: PrivateRead<Q>,
) {
  app.get(url, guardedOperation(ctx, op), async (req, reply) => {
    privately(reply);
    return load({ query: req.query as z.output<Q>, user: req.user! });
  });
}
