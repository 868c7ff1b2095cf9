// Test harness: a fresh copy of the migrated, seeded database per call, wrapped in the real app.
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import type { AppContext } from '../src/context';
import { type Database, openPglite, openPostgres } from '../src/db/database';
import { PublicCache } from '../src/http/public-cache';
import { TEMPLATE_DB, withDatabase } from './global-setup';

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
    LOG_LEVEL: 'silent',
    SEED: 'sample',
    TRUST_PROXY: 'false',
    READ_LIMIT_PER_MINUTE: 1200,
    cookieSecret: 'test-cookie-secret-that-is-long-enough-0123456789',
    ...overrides,
  };
}

export async function createTestApp(
  options: { config?: Partial<Config>; serveWeb?: boolean; webDistFolder?: string } = {},
) {
  const database = await freshDatabase();
  const ctx: AppContext = {
    config: testConfig(options.config),
    database,
    cache: new PublicCache(database, { checkAnswers: true }),
    state: { phase: 'ready' },
  };
  const app = await buildApp(ctx, {
    serveWeb: options.serveWeb ?? false,
    webDistFolder: options.webDistFolder,
  });
  await app.ready();
  return {
    app,
    ctx,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
