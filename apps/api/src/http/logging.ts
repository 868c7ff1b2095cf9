// The production logger, and what keeps secrets out of it. Layers, each a fallback for the last:
// the request serializer logs only allow-listed headers; redact paths drop known secret fields;
// every plain object logged is walked for secret-named keys at any depth; errors are logged as a
// safe subset (a database driver's error carries the query's parameters, and PostgreSQL's detail
// may quote a whole row with its password hash); and every message string is scrubbed.
import pino from 'pino';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Request headers worth reading an incident with; any other header (cookies, tokens) is left out. */
export const LOGGED_HEADERS = [
  'user-agent',
  'referer',
  'accept-language',
  'content-type',
  'content-length',
  'host',
  'x-forwarded-for',
  'origin',
  'sec-fetch-site',
] as const;

const SECRET_NAMES = ['password', 'passwordHash', 'password_hash', 'token', 'secret', 'hash'];

/** Secret fields, removed where pino can name them (two levels of any object). */
export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-dfwiki-internal-read"]',
  'res.headers["set-cookie"]',
  'err.params',
  'err.parameters',
  'err.detail',
  ...SECRET_NAMES.flatMap((name) => [`*.${name}`, `*.*.${name}`]),
];

/** Any key that names a secret, at any depth: password, confirmPassword, csrfToken, x_secret… */
const SECRET_KEY =
  /pass(word|wd)|token|secret|hash|cookie|authorization|internal-read|^params$|^parameters$/i;

// The PHC string: $argon2id$v=19$m=…,t=…,p=…$salt$hash (base64 and these separators only).
const ARGON2 = /\$argon2[a-z]*\$[A-Za-z0-9+/=$,.-]*/g;
const SESSION_COOKIE = /(dfw_(?:access|refresh))=[^\s;"',]*/g;

/**
 * A message without secrets: drizzle appends `params: …` (the query's values) to a failed query's
 * message; an argon2 hash or a session cookie value is blanked wherever it appears.
 */
export function scrubText(text: string): string {
  const cut = text.search(/\n\s*params:/);
  return (cut >= 0 ? `${text.slice(0, cut)}\nparams: [redacted]` : text)
    .replace(ARGON2, '[redacted argon2 hash]')
    .replace(SESSION_COOKIE, '$1=[redacted]');
}

// The fields of a PostgreSQL error that name where it failed, never what was sent.
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'severity', 'table', 'column', 'constraint', 'routine'];

/** What an error is logged as. */
export interface SafeError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** An error as a safe subset: type, message, code, stack (and its cause, the same way). */
export function safeError(err: unknown, depth = 0): SafeError {
  const e = (err !== null && typeof err === 'object' ? err : { message: String(err) }) as Record<
    string,
    unknown
  >;
  const type = typeof e.type === 'string' ? e.type : err instanceof Error ? err.name : 'Error';
  const message = scrubText(typeof e.message === 'string' ? e.message : '');
  // The stack repeats the raw message: keep only its frames, after the safe message.
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
  const out: SafeError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const field of SAFE_ERROR_FIELDS)
    if (typeof e[field] === 'string' || typeof e[field] === 'number') out[field] = e[field];
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

const isPlain = (value: unknown): value is Record<string, unknown> | unknown[] => {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of a logged plain object without secret-named keys at any depth, errors made safe and
 * strings scrubbed. Class instances (the request, the reply) are left to their serializers.
 */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value instanceof Error) return safeError(value);
  if (!isPlain(value) || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    if (!SECRET_KEY.test(key)) copy[key] = withoutSecrets(item, depth + 1);
  return copy;
}

const loggedHeaders = (headers: FastifyRequest['headers']) => {
  const kept: Record<string, unknown> = {};
  for (const name of LOGGED_HEADERS) if (headers[name] !== undefined) kept[name] = headers[name];
  return kept;
};

/** What a request is logged as: method, URL (scrubbed), host, client address, allow-listed headers. */
const requestFields = (req: FastifyRequest) => ({
  method: req.method,
  url: scrubText(req.url),
  host: req.host,
  remoteAddress: req.ip,
  headers: loggedHeaders(req.headers),
});

/**
 * One access line a request, written when it is answered: method, URL, allow-listed headers,
 * status and response time (Fastify writes two, "incoming request" first). Its fields come from
 * serializers that copy only what they name, so it skips the redact paths and the secret walk,
 * most of what the log cost a cached read. A failed request and every other line take all layers.
 */
export class AccessLog extends LogController {
  #accessLoggers = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(request: FastifyRequest) {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
      return;
    }
    const root = request.server.log;
    let access = this.#accessLoggers.get(root);
    if (!access) {
      access = root.child({}, { redact: [], formatters: { log: (object) => object } });
      this.#accessLoggers.set(root, access);
    }
    access.info(
      { [this.requestIdLogLabel]: request.id, req: request, res: reply, responseTime },
      'request completed',
    );
  }
}

/**
 * The production logger: requests are logged with the allow-listed headers (user agent, referer
 * help to read incidents) and rejected bodies at debug level; secrets never reach a line.
 */
export function loggerOptions(level: string, stream?: { write(msg: string): void }) {
  return {
    level,
    // stdout written synchronously: a line is with the system once logged, so a crash loses
    // none, and on a file it costs less than pino's default (a worker-thread write per line). The
    // price: a reader of stdout that stops reading stalls the server instead of filling memory.
    stream: stream ?? pino.destination({ sync: true }),
    redact: { paths: redactPaths, remove: true },
    serializers: {
      req: requestFields,
      err: (err: unknown) => safeError(err),
    },
    formatters: {
      log: (object: Record<string, unknown>) => {
        const copy: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(object))
          // req/res go to their serializers; err is made safe by its own.
          copy[key] = key === 'req' || key === 'res' || key === 'err' ? value : withoutSecrets(value);
        return copy;
      },
    },
    hooks: {
      // Message strings too; an error passed as the first argument gets a safe message, as pino
      // would otherwise use its raw one.
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        const [first, ...rest] = args;
        if (first instanceof Error) {
          const text = typeof rest[0] === 'string' ? rest.slice(1) : rest;
          const msg = typeof rest[0] === 'string' ? rest[0] : first.message;
          return method.apply(this, [{ err: first }, scrubText(msg), ...text.map(scrubArg)]);
        }
        return method.apply(this, [scrubArg(first), ...rest.map(scrubArg)]);
      },
    },
  };
}

const scrubArg = (arg: unknown) => (typeof arg === 'string' ? scrubText(arg) : arg);
