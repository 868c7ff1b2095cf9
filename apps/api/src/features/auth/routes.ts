// POST /auth/register, /auth/login, /auth/check-token, /auth/logout.
import {
  CheckTokenResponseSchema,
  LoginSchema,
  LogoutResponseSchema,
  RegisterSchema,
  UserResponseSchema,
} from '@dfwiki/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { featureRoutes } from '../../http/feature-routes';
import { currentUser } from '../../http/guard';
import { operation } from '../../http/route-docs';
import type { SessionUser } from '../../http/session-user';
import {
  ACCESS_COOKIE,
  ACCESS_TTL_S,
  createAccessToken,
  REFRESH_COOKIE,
  REFRESH_TTL_S,
  verifyAccessToken,
} from '../../http/tokens';
import { checkCredentials, registerAccount } from './service';
import { createSession, revokeByRefreshToken, revokeSession, rotateRefreshToken } from './sessions';

const publicUser = (u: Pick<SessionUser, 'id' | 'nickname' | 'email' | 'role'>) => ({
  id: u.id,
  nickname: u.nickname,
  email: u.email,
  role: { name: u.role.name },
});

export const authRoutes = featureRoutes('auth', async (app, ctx, db) => {
  const secret = ctx.config.cookieSecret;

  const cookieBase = (req: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: req.protocol === 'https',
  });
  const setSessionCookies = (
    req: FastifyRequest,
    reply: FastifyReply,
    user: { id: number },
    sessionId: string,
    refresh?: string,
  ) => {
    reply.setCookie(ACCESS_COOKIE, createAccessToken(secret, { uid: user.id, sid: sessionId }), {
      ...cookieBase(req),
      path: '/',
      maxAge: ACCESS_TTL_S,
    });
    if (refresh)
      reply.setCookie(REFRESH_COOKIE, refresh, {
        ...cookieBase(req),
        sameSite: 'strict',
        path: '/api/v1/auth',
        maxAge: REFRESH_TTL_S,
      });
  };
  const clearSessionCookies = (req: FastifyRequest, reply: FastifyReply) => {
    reply.clearCookie(ACCESS_COOKIE, { ...cookieBase(req), path: '/' });
    reply.clearCookie(REFRESH_COOKIE, { ...cookieBase(req), sameSite: 'strict', path: '/api/v1/auth' });
  };

  app.post(
    '/auth/register',
    {
      schema: operation({
        operationId: 'register',
        body: RegisterSchema,
        success: { schema: UserResponseSchema, status: 201 },
        errors: ['USER_EXISTS'],
      }),
      config: { rateLimit: { max: ctx.config.REGISTER_LIMIT_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (req, reply) => {
      const user = await registerAccount(db, req.body);
      return reply.code(201).send({ data: { user } });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: operation({
        operationId: 'login',
        body: LoginSchema,
        success: { schema: UserResponseSchema },
        errors: ['INVALID_CREDENTIALS', 'ACCOUNT_DISABLED', 'TOO_MANY_ATTEMPTS'],
      }),
    },
    async (req, reply) => {
      const { email, password } = req.body;
      const user = await checkCredentials(db, req.ip, email, password);
      const { sessionId, refresh } = await createSession(db, user.id);
      setSessionCookies(req, reply, user, sessionId, refresh);
      reply.header('cache-control', 'no-store');
      return { data: { user: publicUser(user) } };
    },
  );

  app.post(
    '/auth/check-token',
    {
      schema: operation({
        operationId: 'checkToken',
        success: {
          schema: CheckTokenResponseSchema,
        },
      }),
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await currentUser(ctx, req);
      if (user) return { data: { isValid: true, user: publicUser(user) } };
      const outcome = await rotateRefreshToken(db, req.cookies[REFRESH_COOKIE]);
      if (outcome.kind === 'rotated' || outcome.kind === 'grace') {
        setSessionCookies(
          req,
          reply,
          outcome.user,
          outcome.user.sessionId,
          outcome.kind === 'rotated' ? outcome.refresh : undefined,
        );
        return { data: { isValid: true, user: publicUser(outcome.user) } };
      }
      if (req.cookies[ACCESS_COOKIE] || req.cookies[REFRESH_COOKIE]) clearSessionCookies(req, reply);
      return { data: { isValid: false, user: null } };
    },
  );

  app.post(
    '/auth/logout',
    { schema: operation({ operationId: 'logout', success: { schema: LogoutResponseSchema } }) },
    async (req, reply) => {
      const access = verifyAccessToken(secret, req.cookies[ACCESS_COOKIE], 0);
      if (access.ok) await revokeSession(db, access.claims.sid);
      const refresh = req.cookies[REFRESH_COOKIE];
      if (refresh && refresh.length <= 200) await revokeByRefreshToken(db, refresh);
      clearSessionCookies(req, reply);
      reply.header('cache-control', 'no-store');
      return { data: { loggedOut: true as const } };
    },
  );
});
