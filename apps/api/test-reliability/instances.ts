// Two app processes on one PostgreSQL and one shared DATA_DIR (uploads, cookie secret), as
// docs/deploy.md runs them behind a reverse proxy. Used by the test and by the bench.
import pg from 'pg';
import { startThrowawayPostgres } from '../../../scripts/lib/postgres.mjs';
import { type Server, startServer, tempDir } from './server';

export interface Pair {
  a: Server;
  b: Server;
  databaseUrl: string;
  query: <T>(text: string) => Promise<T[]>;
  stop: () => Promise<void>;
}

/** undefined when no PostgreSQL binaries are installed. Both processes are spawned at once. */
export async function startPair(env: Record<string, string> = {}): Promise<Pair | undefined> {
  const postgres = await startThrowawayPostgres();
  if (!postgres) return undefined;
  const shared = { DATABASE_URL: postgres.url, DATA_DIR: tempDir(), TRUST_PROXY: 'true', ...env };
  const servers: Server[] = [];
  const stop = async () => {
    for (const s of servers) if (s.proc.exitCode === null) s.proc.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    postgres.stop();
  };
  try {
    const started = await Promise.allSettled([startServer(shared), startServer(shared)]);
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
  } catch (err) {
    await stop();
    throw err;
  }
  const query = async <T>(text: string) => {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  };
  return { a: servers[0]!, b: servers[1]!, databaseUrl: postgres.url, query, stop };
}

/** A request as the reverse proxy forwards it, from the client address `ip`. */
export const from = (ip: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { 'x-forwarded-for': ip, ...(init.headers as Record<string, string>) },
});

/** Polls `check` until it is true; the milliseconds it took, or undefined after `timeoutMs`. */
export async function msUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number | undefined> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await check()) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 5));
  }
  return undefined;
}
