// Configuration is read once from the environment and validated; a bad value stops the process.
import { PASSWORD_RULE_MESSAGE, PASSWORD_SPECIALS, passwordMeetsRule } from '@dfwiki/shared';
import { z } from 'zod';

/**
 * What TRUST_PROXY may say (http/proxy.ts turns it into Fastify's setting): false, true, a hop
 * count, or addresses and CIDRs. Kept here, with the rest of the validation, so the
 * configuration imports no layer of the API.
 */
export const TRUST_PROXY_PATTERN = /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/;

/**
 * The embedded engine's buffer pool (PostgreSQL's shared_buffers), in MB. A PGlite data folder
 * says 128 MB, and the engine zeroes the whole pool when it starts, so all of it is resident from
 * the first second; the sample database fits in a quarter of that, and a page the pool lacks is
 * read back from the system's file cache. PGLITE_SHARED_BUFFERS_MB sets it.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 32;

/** Shortest cookie secret accepted, from the environment or from DATA_DIR/cookie-secret. */
export const COOKIE_SECRET_MIN = 32;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const ConfigSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    ADMIN_PASSWORD: optionalString,
    COOKIE_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(COOKIE_SECRET_MIN, `must be at least ${COOKIE_SECRET_MIN} characters`).optional(),
    ),
    ADMIN_LOGIN_PATH: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^\/[a-z0-9][a-z0-9-/]*$/, 'must be a path like /admin-login')
        .refine((p) => !p.startsWith('/api') && !p.startsWith('/wiki'), 'must not be under /api or /wiki')
        .default('/admin-login'),
    ),
    ANALYTICS_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-zA-Z0-9_-]{1,64}$/)
        .optional(),
    ),
    // No default: a made-up address would look like a real mailbox. Unset → contact lines are hidden.
    CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    SUPPORT_URL: z.preprocess(emptyToUndefined, z.url().default('https://ko-fi.com/')),
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    SEED: z.preprocess(emptyToUndefined, z.enum(['sample', 'none']).default('sample')),
    /** Anonymous reads per minute per address; 0 turns the limit off (load benchmarks only). */
    /** Days a deleted entity waits in the trash before the daily purge removes it for good. */
    TRASH_RETENTION_DAYS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(36_500).default(90),
    ),
    /** New accounts one address may register an hour (then 429). */
    REGISTER_LIMIT_PER_HOUR: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(100_000).default(20),
    ),
    READ_LIMIT_PER_MINUTE: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(1_000_000).default(1200),
    ),
    /** Uncached page renders one address may start a minute; 0 turns it off (benchmarks only). */
    RENDER_LIMIT_PER_MINUTE: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(1_000_000).default(120),
    ),
    /** The embedded database's buffer pool in MB, all of it resident from the start (db/database.ts). */
    PGLITE_SHARED_BUFFERS_MB: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(8).max(1024).default(DEFAULT_PGLITE_SHARED_BUFFERS_MB),
    ),
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(TRUST_PROXY_PATTERN, 'must be false, true (one proxy), a hop count or a list of addresses')
        .default('false'),
    ),
  })
  .superRefine((c, ctx) => {
    if ((c.ADMIN_EMAIL && !c.ADMIN_PASSWORD) || (!c.ADMIN_EMAIL && c.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
    // The first admin's password obeys the same rule as every other account's.
    if (c.ADMIN_PASSWORD && !passwordMeetsRule(c.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: `too weak. ${PASSWORD_RULE_MESSAGE} (one of ${PASSWORD_SPECIALS}).`,
      });
    }
  });

export type Config = z.infer<typeof ConfigSchema> & { cookieSecret: string };
export type RawConfig = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): RawConfig {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
