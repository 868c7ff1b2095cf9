// Registration and login: the rules between the HTTP routes and the accounts table.
import type { Db } from '../../db/database';
import { Conflict, Forbidden, LimitReached, Unauthenticated } from '../../domain-errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { findAccountByEmail, insertUserAccount } from './repository';
import type { SessionUser } from '../../http/session-user';
import { loginSucceeded, reserveLoginAttempt } from './throttle';

/** A new account with the plain `user` role. */
export async function registerAccount(db: Db, input: { nickname: string; email: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  const id = await insertUserAccount(db, { nickname: input.nickname, email: input.email, passwordHash });
  if (id === undefined) throw new Conflict('USER_EXISTS', 'That email is already registered.');
  return { id, nickname: input.nickname, email: input.email, role: { name: 'user' as const } };
}

/** The account these credentials open, or a refusal; every try counts toward the throttle. */
export async function checkCredentials(db: Db, ip: string, email: string, password: string) {
  // Counted before the password is checked (atomic, so a parallel burst cannot overrun it).
  const { retryAfter: wait, delayMs } = await reserveLoginAttempt(db, ip, email);
  if (wait > 0)
    throw new LimitReached(
      'TOO_MANY_ATTEMPTS',
      `Too many failed logins. Try again in ${Math.ceil(wait / 60)} minutes.`,
      wait,
    );
  const row = await findAccountByEmail(db, email);
  if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs)); // account backoff
  // Same work and the same answer whether the email is unknown or the password wrong.
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!row || !ok) throw new Unauthenticated('INVALID_CREDENTIALS', 'Invalid email or password.');
  if (row.disabled)
    throw new Forbidden('ACCOUNT_DISABLED', 'Your account is disabled. Please contact support.');
  await loginSucceeded(db, ip, email);
  return {
    id: row.id,
    nickname: row.nickname,
    email: row.email,
    role: { name: row.roleName as SessionUser['role']['name'] },
  };
}
