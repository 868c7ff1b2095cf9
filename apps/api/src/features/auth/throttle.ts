// Login throttle that cannot lock an owner out (OWASP Authentication Cheat Sheet, "Protect
// against automated attacks"; the rules are in the README, "Login throttle"):
// - per account + address: 10 failures in 15 minutes, then that address gets 429 for that
//   account until the window ends;
// - per address: 100 failures in 15 minutes over all accounts, then 429 (credential stuffing);
// - per account, from every address together: never a lock, only a growing delay before the
//   password is checked, so an attacker elsewhere slows the owner down but cannot keep them out;
// - a success resets the account's counters and takes back its own try from the address count.
// Every try is counted BEFORE the password is checked, by one atomic upsert of all three
// counters, so a burst of parallel tries can never get more than the limit through.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loginThrottle } from '../../db/schema';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const PAIR_MAX_FAILURES = 10;
export const ADDRESS_MAX_FAILURES = 100;
/** Account-wide failures tolerated before the delay starts. */
export const ACCOUNT_FREE_FAILURES = 10;
export const ACCOUNT_DELAY_BASE_MS = 50;
export const ACCOUNT_DELAY_MAX_MS = 2000;

const keysFor = (ip: string, email: string) => {
  const account = email.toLowerCase();
  return { pair: `pair:${account}|${ip}`, address: `addr:${ip}`, account: `acct:${account}` };
};

/** Delay before checking a password of an account with `failures` recent failures (0 if few). */
export const accountDelayMs = (failures: number) =>
  failures <= ACCOUNT_FREE_FAILURES
    ? 0
    : Math.min(ACCOUNT_DELAY_MAX_MS, ACCOUNT_DELAY_BASE_MS * 2 ** (failures - ACCOUNT_FREE_FAILURES - 1));

export interface LoginVerdict {
  /** Seconds to wait when refused; 0 when this try may go on. */
  retryAfter: number;
  /** Backoff to apply before checking the password. */
  delayMs: number;
}

/** Counts this try (as a failure until `loginSucceeded`) and says whether it may go on. */
export async function reserveLoginAttempt(db: Db, ip: string, email: string): Promise<LoginVerdict> {
  const k = keysFor(ip, email);
  const windowSql = sql.raw(`interval '${LOGIN_WINDOW_MS / 1000} seconds'`);
  const expired = sql`"login_throttle"."window_start" <= now() - ${windowSql}`;
  const rows = await db
    .insert(loginThrottle)
    .values([k.pair, k.address, k.account].map((key) => ({ key, failures: 1 })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else "login_throttle"."failures" + 1 end`,
        windowStart: sql`case when ${expired} then now() else "login_throttle"."window_start" end`,
      },
    })
    .returning({
      key: loginThrottle.key,
      failures: loginThrottle.failures,
      left: sql<number>`ceil(extract(epoch from ("login_throttle"."window_start" + ${windowSql} - now())))::int`,
    });
  const by = new Map(rows.map((r) => [r.key, r]));
  let retryAfter = 0;
  for (const [key, max] of [
    [k.pair, PAIR_MAX_FAILURES],
    [k.address, ADDRESS_MAX_FAILURES],
  ] as const) {
    const r = by.get(key);
    if (r && r.failures > max) retryAfter = Math.max(retryAfter, r.left, 1);
  }
  if (Math.random() < 0.02) await purgeOld(db);
  return { retryAfter, delayMs: retryAfter ? 0 : accountDelayMs((by.get(k.account)?.failures ?? 1) - 1) };
}

/** The right password: this account's counters start over; the address keeps only its failures. */
export async function loginSucceeded(db: Db, ip: string, email: string) {
  const k = keysFor(ip, email);
  await db.execute(sql`delete from login_throttle where key in (${k.pair}, ${k.account})`);
  await db.execute(
    sql`update login_throttle set failures = greatest(failures - 1, 0) where key = ${k.address}`,
  );
}

async function purgeOld(db: Db) {
  await db.execute(
    sql`delete from login_throttle where window_start < now() - ${sql.raw(`interval '${LOGIN_WINDOW_MS / 1000} seconds'`)}`,
  );
}
