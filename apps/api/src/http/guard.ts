// Role enforcement on the server: every write route declares the least role it needs.
// The role is read from the database on each request, so a demotion or a disabled account
// takes effect at once.
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { Forbidden, Unauthenticated } from '../domain-errors';
import { type Operation, operation } from './route-docs';
import { loadSessionUser, type SessionUser } from './session-user';
import { ACCESS_COOKIE, verifyAccessToken } from './tokens';

export type RoleName = SessionUser['role']['name'];
const RANK: Record<RoleName, number> = { user: 0, editor: 1, admin: 2 };

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
  }
  interface FastifyContextConfig {
    /** The least role a route needs; documented in OpenAPI and checked by the guard. */
    minRole?: RoleName;
  }
}

export async function currentUser(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<SessionUser | undefined> {
  const check = verifyAccessToken(ctx.config.cookieSecret, request.cookies[ACCESS_COOKIE]);
  if (!check.ok) return undefined;
  const user = await loadSessionUser(ctx.database.db, check.claims.sid, check.claims.uid);
  return user && !user.disabled ? user : undefined;
}

export const requireRole =
  (ctx: AppContext, minRole: RoleName): onRequestAsyncHookHandler =>
  async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await currentUser(ctx, request);
    if (!user) throw new Unauthenticated('UNAUTHORIZED', 'Log in to do this.');
    if (RANK[user.role.name] < RANK[minRole])
      throw new Forbidden('FORBIDDEN', 'Your role does not allow this.');
    request.user = user;
  };

/**
 * Route options for a guarded route. The check runs onRequest, before the body is even parsed:
 * an anonymous caller gets 401 (and a plain user 403) whatever they send.
 */
export function guarded(ctx: AppContext, minRole: RoleName, writes?: { changesContent: true }) {
  return {
    onRequest: requireRole(ctx, minRole),
    config: { minRole, ...writes },
  };
}

/**
 * A guarded route's options with its documented schema: the role is stated once, for the check
 * and for the OpenAPI description alike.
 */
export function guardedOperation<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  ctx: AppContext,
  op: Operation<P, Q, B> & { role: RoleName },
  writes?: { changesContent: true },
) {
  return { ...guarded(ctx, op.role, writes), schema: operation(op) };
}

/** What a route that changes public pages passes, so the public caches are cleared after it. */
export const CHANGES_CONTENT = { changesContent: true } as const;

/** An editor's write to the wiki's content: the route options of `guardedOperation` for it. */
export function editorWrite<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  ctx: AppContext,
  op: Operation<P, Q, B>,
) {
  return guardedOperation(ctx, { ...op, role: 'editor' }, CHANGES_CONTENT);
}
