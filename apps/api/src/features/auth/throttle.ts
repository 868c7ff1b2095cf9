// Login brute-force limit: at most MAX failed tries per WINDOW per IP and per email, counted in the
// database so every API process shares the count.
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loginFailures } from '../../db/schema';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const keys = (ip: string, email: string) => [`ip:${ip}`, `email:${email.toLowerCase()}`];

/** Seconds until the caller may try again, or 0 when allowed. */
export async function loginRetryAfter(db: Db, ip: string, email: string): Promise<number> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS).toISOString();
  const rows = await db
    .select({
      key: loginFailures.key,
      count: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${loginFailures.at})`,
    })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys(ip, email)), gt(loginFailures.at, since)))
    .groupBy(loginFailures.key);
  let wait = 0;
  for (const r of rows) {
    if (r.count >= LOGIN_MAX_FAILURES) {
      wait = Math.max(
        wait,
        Math.ceil((Date.parse(new Date(r.oldest).toISOString()) + LOGIN_WINDOW_MS - Date.now()) / 1000),
      );
    }
  }
  return Math.max(0, wait);
}

export async function recordLoginFailure(db: Db, ip: string, email: string) {
  await db.insert(loginFailures).values(keys(ip, email).map((key) => ({ key })));
  // Old rows are useless: trim them now and then.
  if (Math.random() < 0.05)
    await db
      .delete(loginFailures)
      .where(lt(loginFailures.at, new Date(Date.now() - LOGIN_WINDOW_MS).toISOString()));
}

export async function clearLoginFailures(db: Db, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, `email:${email.toLowerCase()}`));
}
