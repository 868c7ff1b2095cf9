// Builds the Fastify app: security headers, error envelope, public-read cache, every feature's
// routes under /api/v1, OpenAPI docs at /api/docs, and the built web app.
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { authRoutes } from './features/auth/routes';
import { healthRoutes } from './features/health/routes';
import { keycardWriteRoutes } from './features/keycards/write-routes';
import { tagRoutes } from './features/tags/routes';
import { uploadFileRoutes, uploadRoutes } from './features/uploads/routes';
import { userRoutes } from './features/users/routes';
import { weaponWriteRoutes } from './features/weapons/write-routes';
import { keycardReadRoutes } from './features/keycards/routes';
import { lookupRoutes } from './features/lookups/routes';
import { priceRoutes } from './features/prices/routes';
import { weaponReadRoutes } from './features/weapons/routes';
import { registerWebApp } from './features/web/routes';
import { csrfGuard } from './http/csrf';
import { registerErrorHandling } from './http/errors';
import { registerSecurityHeaders } from './http/security-headers';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  webDistFolder?: string;
}

export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'body.password',
];

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: ctx.config.TRUST_PROXY === 'true',
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  });
  ctx.routeTable = [];
  app.addHook('onRoute', (route) => {
    const minRole = (route.config as { minRole?: string } | undefined)?.minRole;
    if (minRole && route.schema) {
      // OpenAPI: every guarded route states its role and the error codes it can answer.
      route.schema = {
        ...route.schema,
        security: [{ cookieAuth: [] }],
        description: `Requires role **${minRole}** or higher. Errors: 400 VALIDATION_ERROR/UNKNOWN_REFERENCE, 401 UNAUTHORIZED, 403 FORBIDDEN or CSRF_REJECTED, 404 NOT_FOUND, 409 conflicts, 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE.`,
      } as typeof route.schema;
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      ctx.routeTable!.push({
        method,
        url: route.url,
        minRole,
        bodySchema: (route.schema as { body?: unknown } | undefined)?.body,
      });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // JSON routes take JSON only: a text/plain body (the classic CSRF vector) gets 415, not a parse.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', csrfGuard(ctx));

  registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie, { secret: ctx.config.cookieSecret });
  await app.register(rateLimit, { global: false });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'DF Wiki API',
        version: '1.0.0',
        description:
          'Public read API and editor write API of DF Wiki. Envelope: {data:{...}} or {error:{code,message,details?}}.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { cookieAuth: { type: 'apiKey', in: 'cookie', name: 'dfw_access' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await ctx.cache.start();
  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(weaponReadRoutes(ctx));
      await api.register(weaponWriteRoutes(ctx));
      await api.register(keycardReadRoutes(ctx));
      await api.register(keycardWriteRoutes(ctx));
      await api.register(tagRoutes(ctx));
      await api.register(lookupRoutes(ctx));
      await api.register(priceRoutes(ctx));
      await api.register(userRoutes(ctx));
      await api.register(uploadRoutes(ctx));
    },
    { prefix: '/api/v1' },
  );

  await app.register(uploadFileRoutes(ctx));

  if (options.serveWeb !== false) await registerWebApp(app, ctx, options.webDistFolder);
  else
    app.setNotFoundHandler((req, reply) =>
      reply.code(404).send({
        error: { code: 'NOT_FOUND', message: `No such resource: ${req.method} ${req.url.split('?')[0]}` },
      }),
    );
  return app;
}
