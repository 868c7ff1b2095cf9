// Builds the Fastify app: security headers, error envelope, public-read cache, every feature's
// routes under /api/v1, OpenAPI docs at /api/docs, and the built web app.
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { authRoutes } from './features/auth';
import { healthRoutes } from './features/health';
import { submissionRoutes } from './features/submissions';
import { guideRoutes } from './features/guides';
import { tagRoutes } from './features/tags';
import { uploadFileRoutes, uploadRoutes } from './features/uploads';
import { userRoutes } from './features/users';
import { keycardRoutes } from './features/keycards';
import { lookupRoutes } from './features/lookups';
import { priceRoutes } from './features/prices';
import { ammoRoutes, armorRoutes, ttkRoutes } from './features/gear';
import { itemRoutes } from './features/items';
import { mapRoutes } from './features/maps';
import { rotationRoutes } from './features/rotation';
import { buildRoutes } from './features/builds';
import { weaponRoutes } from './features/weapons';
import { HISTORY_SUBJECTS } from './ops/history-subjects';
import { historyRoutes } from './features/history';
import { correctionRoutes } from './features/corrections';
import { recentChangeRoutes } from './features/recent-changes';
import { registerWebApp } from './page-host';
import { registerKnownUrlAnswers } from './http/cached-get';
import { registerErrorAnswerCheck } from './http/check-answer';
import { registerControlCharacterGuard } from './http/control-characters';
import { csrfGuard } from './http/csrf';
import { registerContentWrites } from './http/content-writes';
import { registerErrorHandling, sendError } from './http/errors';
import { AccessLog } from './http/logging';
import { API_TAG_TEXTS, withoutUnusedComponents } from './http/route-docs';
import { trustProxySetting } from './http/proxy';
import { registerReadLimit } from './http/rate-limits';
import { registerRequestPath } from './http/request-path';
import { registerSecurityHeaders } from './http/security-headers';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  webDistFolder?: string;
}

// Every feature under /api/v1 (each names its OpenAPI group; openapi-texts.json describes them).
const API_FEATURES = [
  healthRoutes,
  authRoutes,
  weaponRoutes,
  buildRoutes,
  submissionRoutes,
  guideRoutes,
  keycardRoutes,
  tagRoutes,
  lookupRoutes,
  priceRoutes,
  rotationRoutes,
  ammoRoutes,
  armorRoutes,
  ttkRoutes,
  itemRoutes,
  mapRoutes,
  userRoutes,
  uploadRoutes,
  historyRoutes(HISTORY_SUBJECTS),
  correctionRoutes(HISTORY_SUBJECTS),
  recentChangeRoutes,
];

// The production logger lives with its redaction; main.ts and the tests take it from here.
export { loggerOptions, redactPaths } from './http/logging';

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    // One access line a request, with the allow-listed headers (http/logging.ts).
    logController: new AccessLog(),
    trustProxy: trustProxySetting(ctx.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    // The router's own refusals (a path it cannot decode) in our envelope, never its default body.
    frameworkErrors: (_error, _req, reply) =>
      sendError(reply, 400, 'BAD_REQUEST', 'The URL has malformed percent-encoding.'),
    routerOptions: { maxParamLength: 200 },
  });
  ctx.routeTable = [];
  app.addHook('onRoute', (route) => {
    const { minRole, changesContent } = (route.config ?? {}) as {
      minRole?: string;
      changesContent?: boolean;
    };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      ctx.routeTable!.push({
        method,
        url: route.url,
        minRole,
        changesContent,
        bodySchema: (route.schema as { body?: unknown } | undefined)?.body,
      });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  // Outside production every answer is checked against its declared schema, so drift between the
  // API and the shared contract fails a test; production skips the check and just stringifies.
  app.setSerializerCompiler(
    ctx.config.NODE_ENV === 'production' ? () => (data) => JSON.stringify(data) : serializerCompiler,
  );
  registerErrorHandling(app);
  registerControlCharacterGuard(app);
  if (ctx.config.NODE_ENV !== 'production') registerErrorAnswerCheck(app);
  // JSON routes take JSON only: a text/plain body (the classic CSRF vector) gets 415, not a parse.
  app.removeContentTypeParser('text/plain');
  // First of all hooks: the decoded path every guard and limit matches on (400 if malformed).
  registerRequestPath(app);
  app.addHook('onRequest', csrfGuard(ctx));

  registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie, { secret: ctx.config.cookieSecret });
  await app.register(rateLimit, { global: false });
  registerReadLimit(app, ctx);
  // Last of the onRequest hooks: answers kept for a known URL leave here (decision 022).
  registerKnownUrlAnswers(app, ctx);
  registerContentWrites(app, ctx);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'DF Wiki API',
        version: '1.0.0',
        description:
          'Public read API and editor write API of DF Wiki. Every answer is `{data:{...}}` or `{error:{code,message,details?}}`; validation errors name each field in `details`. Lists come in pages: follow `page.next_offset` until it is null. Writes need the session cookies from `POST /api/v1/auth/login` and a same-origin request.',
        // The code's licence (LICENSE); the wiki's text is CC BY-SA 4.0 (docs/decisions/018-licences.md).
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: '/' }],
      tags: Object.entries(API_TAG_TEXTS).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: { cookieAuth: { type: 'apiKey', in: 'cookie', name: 'dfw_access' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (doc) => withoutUnusedComponents(jsonSchemaTransformObject(doc)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await ctx.cache.start();
  await app.register(
    async (api) => {
      for (const feature of API_FEATURES) await api.register(feature(ctx));
    },
    { prefix: '/api/v1' },
  );

  await app.register(uploadFileRoutes(ctx));

  if (options.serveWeb !== false) await registerWebApp(app, ctx, options.webDistFolder);
  else
    app.setNotFoundHandler((req, reply) =>
      reply.code(404).send({
        error: { code: 'NOT_FOUND', message: `No such resource: ${req.method} ${req.target.pathname}` },
      }),
    );
  return app;
}
