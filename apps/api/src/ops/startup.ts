// Everything between "process starts" and "database ready": data folder checks, the embedded
// engine's lock and atomic first creation, then migrations, content (prepareContent) and the
// first admin. Used by the server, the db CLI and the tests alike.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { COOKIE_SECRET_MIN, type Config, type RawConfig } from '../config';
import { type Database, openEmbedded, openPostgres, runMigrations } from '../db/database';
import { acquireDataDirLock } from '../db/lock';
import { prepareContent } from './prepare-content';
import { recordSampleImports } from './history-subjects';
import { ensureAdmin } from '../features/users';

export class StartupError extends Error {}

export interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

/** The data folder must exist (we create it) and be writable, or we stop with a clear message. */
export function prepareDataDir(dataDir: string): void {
  const abs = path.resolve(dataDir);
  try {
    fs.mkdirSync(abs, { recursive: true });
    const probe = path.join(abs, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const why =
      e.code === 'ENOSPC'
        ? 'the disk is full'
        : e.code === 'EACCES' || e.code === 'EPERM' || e.code === 'EROFS'
          ? 'it is not writable'
          : e.message;
    throw new StartupError(
      `Cannot use the data folder ${abs}: ${why}. Set DATA_DIR to a writable folder with free space.`,
    );
  }
}

/**
 * COOKIE_SECRET from the environment, else one generated on first start and kept in DATA_DIR.
 * Its length is checked wherever it comes from: a short or emptied file stops the start.
 */
export function resolveCookieSecret(raw: RawConfig): string {
  if (raw.COOKIE_SECRET) return raw.COOKIE_SECRET;
  const file = path.join(raw.DATA_DIR, 'cookie-secret');
  if (!fs.existsSync(file)) writeNewSecret(file);
  const kept = fs.readFileSync(file, 'utf8').trim();
  if (kept.length < COOKIE_SECRET_MIN)
    throw new StartupError(
      `The cookie secret in ${path.resolve(file)} is ${kept.length} characters long; it must be at least ${COOKIE_SECRET_MIN}. Delete the file to have a new one generated (everyone is logged out), or set COOKIE_SECRET.`,
    );
  return kept;
}

/**
 * Written beside and linked into place: the link fails if another process sharing DATA_DIR got
 * there first, and then both use that one, so sessions work on either.
 */
export function writeNewSecret(file: string) {
  const tmp = `${file}.${process.pid}`;
  fs.writeFileSync(tmp, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** Advisory lock key held around the start's database steps (migrations, seed, first admin). */
export const STARTUP_LOCK = 7243001;

/**
 * Migrations, content and the first admin: the same steps on either engine, every start. Several
 * processes starting at once on one PostgreSQL take turns, so each step runs once; a later one
 * finds the work done.
 */
const prepareDatabase = (database: Database, config: Config, log: Log) =>
  database.exclusive(STARTUP_LOCK, () => prepareUnlocked(database, config, log));

async function prepareUnlocked(database: Database, config: Config, log: Log) {
  await runMigrations(database);
  if ((await prepareContent(database.db, config.SEED, recordSampleImports)) === 'seeded')
    log.info('Sample data seeded.');
  const admin = await ensureAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  if (admin === 'created') log.info(`Admin account ${config.ADMIN_EMAIL} created.`);
}

export interface OpenedDatabase {
  database: Database;
  release: () => void;
}

export async function openAppDatabase(config: Config, log: Log): Promise<OpenedDatabase> {
  let release = () => undefined as void;
  let database: Database | undefined;
  try {
    if (config.DATABASE_URL) database = await openPostgres(config.DATABASE_URL);
    else {
      release = acquireDataDirLock(config.DATA_DIR);
      const embedded = await openEmbedded(config.DATA_DIR, config.PGLITE_SHARED_BUFFERS_MB);
      database = embedded.database;
      if (embedded.created)
        log.info(`Created the embedded database in ${path.resolve(config.DATA_DIR, 'db')}.`);
    }
    await prepareDatabase(database, config, log);
    return { database, release };
  } catch (err) {
    await database?.close();
    release();
    throw err;
  }
}
