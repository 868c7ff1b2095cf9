// Opens the database: embedded PGlite in DATA_DIR/db when DATABASE_URL is unset, else node-postgres.
// Both speak the same PostgreSQL dialect, use the same committed migrations and the same schema.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '../config';
import { migrationsFolder } from '../paths';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, as `db.transaction` passes it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Engine = 'pglite' | 'postgres';

/** Listener for cross-process notifications (cache invalidation). */
export type NotifyHandler = (payload: string) => void;

export interface Database {
  db: Db;
  engine: Engine;
  /** The connection string (PostgreSQL only). */
  url?: string;
  ping(): Promise<void>;
  /** Publishes a notification on a channel to every process sharing the database. */
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, handler: NotifyHandler): Promise<void>;
  /**
   * Runs `fn` while holding a lock shared by every process on this database (PostgreSQL: a
   * session advisory lock on a connection kept for the purpose; PGlite: its folder lock suffices).
   */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.engine === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
  else await migratePg(database.db as never, { migrationsFolder: folder });
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    notify: async (channel, payload) => {
      await client.query(`select pg_notify($1, $2)`, [channel, payload]);
    },
    listen: async (channel, handler) => {
      await client.listen(channel, handler);
    },
    exclusive: (_key, fn) => fn(),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** PGlite's own start arguments (single-user mode and the like): `startParams` replaces them. */
function pgliteStartParams(sharedBuffersMb: number): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams?: unknown }).defaultStartParams;
  if (!Array.isArray(defaults))
    throw new Error('This PGlite version has no defaultStartParams: the buffer pool cannot be set.');
  return [...(defaults as string[]), '-c', `shared_buffers=${sharedBuffersMb}MB`];
}

export async function openPglite(
  dir: string | undefined,
  loadDataDir?: Blob | File,
  sharedBuffersMb = DEFAULT_PGLITE_SHARED_BUFFERS_MB,
): Promise<Database> {
  const startParams = pgliteStartParams(sharedBuffersMb);
  const client = await PGlite.create(dir ? { dataDir: dir, startParams } : { loadDataDir, startParams });
  return wrapPglite(client);
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', (err) => closing || console.warn(`[df-wiki] PostgreSQL connection lost: ${err.message}`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let listener: pg.Client | undefined;
  let closing = false;
  const handlers = new Map<string, NotifyHandler[]>();

  /**
   * One dedicated connection for LISTEN. If it drops, it is re-made after a second, and every
   * handler is called once, since notifications sent meanwhile were missed.
   */
  async function connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString });
    const reconnect = (err?: Error) => {
      if (closing || listener !== client) return;
      listener = undefined;
      if (err) console.warn(`[df-wiki] PostgreSQL notification connection lost: ${err.message}`);
      scheduleReconnect();
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    client.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
    });
    listener = client;
    await client.connect();
    for (const channel of handlers.keys()) await client.query(`listen "${channel.replace(/"/g, '')}"`);
  }

  function scheduleReconnect() {
    setTimeout(async () => {
      if (closing) return;
      try {
        await connectListener();
        handlers.forEach((hs) => hs.forEach((h) => h('reconnected')));
      } catch {
        listener = undefined;
        scheduleReconnect();
      }
    }, 1000).unref();
  }
  return {
    db,
    engine: 'postgres',
    url: connectionString,
    ping: async () => {
      await pool.query('select 1');
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, handler) => {
      const first = !handlers.has(channel);
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
      if (!listener) await connectListener();
      else if (first) await listener.query(`listen "${channel.replace(/"/g, '')}"`);
    },
    exclusive: async (key, fn) => {
      // Lock and unlock on one connection: a session lock taken through the pool could be
      // released on another connection (a no-op) and stay held until the first one closes.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: async () => {
      closing = true;
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

/**
 * The PGlite data folder is made in a side folder and renamed into place only once it is
 * migrated and seeded, so an interrupted first start never leaves a half-made database behind.
 */
export async function openEmbedded(
  dataDir: string,
  sharedBuffersMb = DEFAULT_PGLITE_SHARED_BUFFERS_MB,
): Promise<{ database: Database; created: boolean }> {
  const dbDir = path.join(dataDir, 'db');
  const initDir = path.join(dataDir, 'db.initialising');
  let created = false;
  // A new folder is made and migrated beside, then renamed into place, so an interrupted first
  // start leaves no half-made database behind. Content follows on the real folder, in one
  // transaction (prepareContent).
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
    fs.rmSync(initDir, { recursive: true, force: true }); // leftovers of an interrupted first start
    if (fs.existsSync(dbDir)) fs.rmSync(dbDir, { recursive: true, force: true });
    const fresh = await openPglite(initDir, undefined, sharedBuffersMb);
    try {
      await runMigrations(fresh);
    } finally {
      await fresh.close();
    }
    fs.renameSync(initDir, dbDir);
    created = true;
  }
  const database = await openPglite(dbDir, undefined, sharedBuffersMb);
  return { database, created };
}
