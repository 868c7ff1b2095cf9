// The API test harness: the real app on a fresh copy of the migrated, seeded database, and a
// signed-in session per role through the real login endpoint.
//
//   const t = await createTestApp({ sessions: true });
//   await t.app.inject({ method: 'POST', url: '/api/v1/build-tags', payload, headers: t.as.editor });
//
// t.as[role] holds the headers a browser tab of that role sends (cookie + same-origin Origin);
// anonymous is none. signIn(t, role) signs in one more, fresh account when a test needs its own.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, loggerOptions } from '../src/app';
import { type Config, DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '../src/config';
import type { AppContext } from '../src/context';
import { type Database, openPglite, openPostgres } from '../src/db/database';
import { roles, users } from '../src/db/schema';
import { hashPassword } from '../src/features/auth/passwords';
import { PublicCache } from '../src/http/public-cache';
import { TEMPLATE_DB, withDatabase } from './global-setup';
import { TEST_COOKIE_SECRET, TEST_PASSWORD } from './test-secrets';

export type Role = 'anonymous' | 'user' | 'editor' | 'admin';
export const ROLES: Role[] = ['anonymous', 'user', 'editor', 'admin'];
export { TEST_PASSWORD };
/** What a browser adds to every fetch write from our own pages (inject's default Host is localhost:80). */
export const SAME_ORIGIN = { origin: 'http://localhost' };
export type Headers = Record<string, string>;

export const engine = () => inject('engine');

export async function freshDatabase(): Promise<Database> {
  if (inject('engine') === 'pglite') {
    const tar = fs.readFileSync(inject('pgliteTemplate'));
    return openPglite(undefined, new Blob([tar]));
  }
  const url = inject('postgresUrl');
  const name = `dfwiki_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  const database = await openPostgres(withDatabase(url, name));
  const close = database.close;
  database.close = async () => {
    await close();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return database;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    NODE_ENV: 'test',
    PORT: 0,
    HOST: '127.0.0.1',
    DATA_DIR: '/nonexistent',
    DATABASE_URL: undefined,
    ADMIN_EMAIL: undefined,
    ADMIN_PASSWORD: undefined,
    COOKIE_SECRET: undefined,
    ADMIN_LOGIN_PATH: '/admin-login',
    ANALYTICS_ID: undefined,
    CONTACT_EMAIL: 'contact@example.org',
    SUPPORT_URL: 'https://example.org/support',
    PUBLIC_URL: undefined,
    TRASH_RETENTION_DAYS: 90,
    LOG_LEVEL: 'silent',
    SEED: 'sample',
    TRUST_PROXY: 'false',
    READ_LIMIT_PER_MINUTE: 1200,
    // Suites register many players from one address; register-limit.test.ts tests the limit.
    REGISTER_LIMIT_PER_HOUR: 1000,
    RENDER_LIMIT_PER_MINUTE: 120,
    PGLITE_SHARED_BUFFERS_MB: DEFAULT_PGLITE_SHARED_BUFFERS_MB,
    cookieSecret: TEST_COOKIE_SECRET,
    ...overrides,
  };
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  ctx: AppContext;
  db: Database['db'];
  /** Headers per role; only with createTestApp({ sessions: true }). */
  as: Record<Role, Headers>;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  serveWeb?: boolean;
  webDistFolder?: string;
  /** Sign in one new account per role before returning (t.as). */
  sessions?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { app, ctx, close } = await appOn(await freshDatabase(), options);
  await app.ready();
  const t: TestApp = { app, ctx, db: ctx.database.db, as: notSignedIn, close };
  if (options.sessions) {
    t.as = {
      anonymous: {},
      user: await signIn(t, 'user'),
      editor: await signIn(t, 'editor'),
      admin: await signIn(t, 'admin'),
    };
  }
  return t;
}

// A clear failure instead of requests that silently go out anonymous.
const notSignedIn = new Proxy({} as Record<Role, Headers>, {
  get(_target, role) {
    throw new Error(`t.as.${String(role)}: create the app with createTestApp({ sessions: true })`);
  },
});

/**
 * A second API process on the same PostgreSQL database as t (its own connection pool and
 * caches), as another instance behind the load balancer would be.
 */
export async function anotherProcess(
  t: TestApp,
  options: { serveWeb?: boolean; webDistFolder?: string } = {},
): Promise<{ app: TestApp['app']; close: () => Promise<void> }> {
  const url = (t.ctx.database as unknown as { url?: string }).url;
  if (!url) throw new Error('anotherProcess needs the postgres engine');
  const { app, close } = await appOn(await openPostgres(url), options);
  return { app, close };
}

/**
 * Every test app logs at debug level through the production logger into the run's one log file
 * (all workers append to it), which the run then searches for secrets (log-check.ts).
 */
const testLog = { write: (line: string) => fs.appendFileSync(inject('logFile'), line) };

/** The real app on `database`, with answers checked against their schemas. */
async function appOn(database: Database, options: Omit<TestAppOptions, 'sessions'>) {
  const ctx: AppContext = {
    config: testConfig(options.config),
    database,
    cache: new PublicCache(database, { checkAnswers: true }),
    state: { phase: 'ready' },
  };
  const app = await buildApp(ctx, {
    logger: loggerOptions('debug', testLog),
    serveWeb: options.serveWeb ?? false,
    webDistFolder: options.webDistFolder,
  });
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, ctx, close };
}

const ECHO_CHANNEL = 'test_echo';
const echoWaiters = new WeakMap<Database, Map<string, () => void>>();

/**
 * Resolves once the database has delivered every notification sent before the call: a write's own
 * cache-clearing echo (public-cache.ts) arrives some time after the write's answer, and a test
 * that counts renders must not have it land between two of its requests. The database delivers
 * notifications to a listener in the order they were sent, so the arrival of one sent now is
 * the sign.
 */
export async function notificationsDelivered(t: Pick<TestApp, 'ctx'>): Promise<void> {
  const database = t.ctx.database;
  let waiters = echoWaiters.get(database);
  if (!waiters) {
    const map = new Map<string, () => void>();
    echoWaiters.set(database, map);
    await database.listen(ECHO_CHANNEL, (payload) => map.get(payload)?.());
    waiters = map;
  }
  const token = crypto.randomUUID();
  const arrived = new Promise<void>((resolve) => waiters.set(token, resolve));
  await database.notify(ECHO_CHANNEL, token);
  await arrived;
  waiters.delete(token);
}

let cachedHash: string | undefined;

/** A new account of that role, straight into the database, with TEST_PASSWORD. */
export async function createUser(
  t: Pick<TestApp, 'db'>,
  role: Exclude<Role, 'anonymous'>,
  email = `${role}-${Math.random().toString(36).slice(2)}@example.org`,
) {
  cachedHash ??= await hashPassword(TEST_PASSWORD);
  const [r] = await t.db.select().from(roles).where(eq(roles.name, role));
  const [u] = await t.db
    .insert(users)
    .values({ nickname: role, email, passwordHash: cachedHash, roleId: r!.id })
    .returning({ id: users.id });
  return { id: u!.id, email };
}

/** The Cookie header that sends back what a Set-Cookie answer set. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** POST /auth/login; headers is what a same-origin page then sends. */
export async function login(t: Pick<TestApp, 'app'>, email: string, password = TEST_PASSWORD) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  const cookie = cookieHeader(res.headers['set-cookie']);
  return { res, cookie, headers: { cookie, ...SAME_ORIGIN } as Headers };
}

/** A new player account through the real register and login endpoints: the headers it sends. */
export async function newPlayer(t: Pick<TestApp, 'app'>, nickname: string) {
  const email = `${nickname.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.org`;
  const reg = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { nickname, email, password: TEST_PASSWORD },
    headers: SAME_ORIGIN,
  });
  if (reg.statusCode !== 201) throw new Error(`register ${nickname} failed: ${reg.body}`);
  const { res, headers } = await login(t, email);
  if (res.json().data.user.role.name !== 'user') throw new Error(`${nickname} is not a plain user`);
  return headers;
}

/** One API request on t's app: `url` under /api/v1, `payload` as JSON, `headers` a role's (t.as). */
export function callApi(
  t: Pick<TestApp, 'app'>,
  method: string,
  url: string,
  payload?: unknown,
  headers: Headers = {},
) {
  return t.app.inject({ method: method as 'GET', url: `/api/v1${url}`, payload: payload as object, headers });
}

/**
 * `call(method, url, payload?, headers?)`: callApi on the app `t()` gives, as `role` unless other
 * headers are passed. `t` is read on each call, so the app may be created in beforeAll.
 */
export const apiCaller =
  (t: () => TestApp, role: Role) =>
  (method: string, url: string, payload?: unknown, headers: Headers = t().as[role]) =>
    callApi(t(), method, url, payload, headers);

/**
 * An app with sessions for the whole file (made in beforeAll, closed in afterAll), and as `role`:
 * `call` (see apiCaller) and `get`, which answers a GET's `data` (sent without a session).
 */
export function sessionApp(role: Role) {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sessions: true });
  });
  afterAll(() => t.close());
  const app = () => t;
  const call = apiCaller(app, role);
  const get = async (url: string) => (await call('GET', url, undefined, {})).json().data;
  return { app, call, get };
}

/**
 * A GET /ttk query of a fight the engine models against body armour and a helmet (a 5.56 weapon
 * and one of its rounds, from the sample data), so the answer has hits and armour figures.
 */
export async function sampleTtkQuery(t: Pick<TestApp, 'app'>): Promise<string> {
  const read = async (url: string) => (await callApi(t, 'GET', url)).json().data;
  const [{ rounds }, { armor }, { weapons }] = await Promise.all([
    read('/ammo'),
    read('/armor'),
    read('/weapon-models'),
  ]);
  const weapon = weapons.find((m: { caliber: string | null }) => m.caliber === '5.56x45mm');
  const round = rounds.find(
    (r: { caliber: string; penetration_level: number | null }) =>
      r.caliber === weapon.caliber && r.penetration_level !== null,
  );
  const piece = (type: string) => armor.find((a: { type: string }) => a.type === type).id;
  return `?weapon=${weapon.slug}&ammo=${round.id}&armor=${piece('body')}&helmet=${piece('helmet')}&zone=head,chest`;
}

/** A new account of that role, signed in: the headers its requests carry. */
export async function signIn(t: Pick<TestApp, 'app' | 'db'>, role: Exclude<Role, 'anonymous'>) {
  const { email } = await createUser(t, role);
  const { res, headers } = await login(t, email);
  if (res.statusCode !== 200) throw new Error(`login as ${role} failed: ${res.body}`);
  return headers;
}
