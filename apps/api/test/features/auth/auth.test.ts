import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle, roles, sessions, users } from '../../../src/db/schema';
import { ADDRESS_MAX_FAILURES, PAIR_MAX_FAILURES } from '../../../src/features/auth/throttle';
import {
  cookieHeader,
  createTestApp,
  createUser,
  engine,
  login,
  SAME_ORIGIN,
  TEST_PASSWORD,
  type TestApp,
} from '../../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers: { ...SAME_ORIGIN, ...headers },
  });

describe(`auth (${engine()})`, () => {
  describe('register', () => {
    const good = { nickname: 'Rookie', email: 'Rookie@Example.org', password: 'Strong-Password-1!' };

    it('creates a plain user with 201 and never returns the password', async () => {
      const res = await post('/auth/register', good);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.user).toEqual({
        id: expect.any(Number),
        nickname: 'Rookie',
        email: 'rookie@example.org',
        role: { name: 'user' },
      });
      expect(res.body).not.toContain('Strong-Password');
    });

    it('refuses a taken email (any case) with 409 USER_EXISTS', async () => {
      const res = await post('/auth/register', { ...good, email: 'ROOKIE@example.org' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('USER_EXISTS');
    });

    it.each([
      ['short password', { ...good, email: 'a1@example.org', password: 'Short-1!' }],
      ['no uppercase', { ...good, email: 'a2@example.org', password: 'all-lowercase-1!' }],
      ['no special', { ...good, email: 'a3@example.org', password: 'NoSpecialChars12' }],
      ['bad email', { ...good, email: 'not-an-email' }],
      ['missing nickname', { email: 'a4@example.org', password: good.password }],
      ['mass assignment of role', { ...good, email: 'a5@example.org', role: { name: 'admin' } }],
    ])('rejects %s with 400', async (_name, body) => {
      const res = await post('/auth/register', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('login', () => {
    it('sets two httpOnly SameSite cookies and answers data.user with the role', async () => {
      const { email } = await createUser(t, 'editor');
      const { res } = await login(t, email);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({ email, role: { name: 'editor' } });
      const set = [res.headers['set-cookie']].flat().join('\n');
      expect(set).toMatch(/dfw_access=.*HttpOnly/);
      expect(set).toMatch(/dfw_refresh=.*HttpOnly/);
      expect(set).toMatch(/SameSite=Lax/);
      expect(set).toMatch(/SameSite=Strict/);
      expect(set).not.toMatch(/Secure/); // plain http here; Secure over https
    });

    it('gives the same 401 body for an unknown email and a wrong password', async () => {
      const { email } = await createUser(t, 'user');
      const unknown = await post('/auth/login', { email: 'nobody@example.org', password: TEST_PASSWORD });
      const wrong = await post('/auth/login', { email, password: 'Wrong-Password-9!' });
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.body).toBe(wrong.body);
      expect(unknown.json().error.code).toBe('INVALID_CREDENTIALS');
    });

    it('refuses a disabled account with 403 ACCOUNT_DISABLED', async () => {
      const { id, email } = await createUser(t, 'editor');
      await t.db.update(users).set({ disabled: true }).where(eq(users.id, id));
      const { res } = await login(t, email);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('ACCOUNT_DISABLED');
    });

    const WRONG = 'Wrong-Password-9!';
    const loginFrom = (remoteAddress: string, email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password },
        remoteAddress,
      });

    // Catches: losing the per-account+address key (the per-address limit of 100 would let these
    // tries through) and checking the count after the password instead of before.
    it('allows 10 failed tries per account from one address, then 429 with Retry-After, even with the right password', async () => {
      await t.db.delete(loginThrottle);
      const { email } = await createUser(t, 'user');
      for (let i = 0; i < PAIR_MAX_FAILURES; i++)
        expect((await loginFrom('10.1.0.1', email, WRONG)).statusCode).toBe(401);
      const blocked = await loginFrom('10.1.0.1', email, TEST_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().error.code).toBe('TOO_MANY_ATTEMPTS');
      // The same address may still log in to another account: the lock is per account+address.
      const other = await createUser(t, 'user');
      expect((await loginFrom('10.1.0.1', other.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    // Catches: an account-wide lock (the old throttle locked the owner out for 15 minutes) and
    // losing the account-wide backoff (the owner's login would not be slowed at all).
    it('an account attacked from other addresses is slowed for its owner, never locked; a success resets it', async () => {
      await t.db.delete(loginThrottle);
      const { email } = await createUser(t, 'editor');
      for (let i = 0; i < 14; i++)
        expect((await loginFrom(`10.2.0.${i}`, email, WRONG)).statusCode).toBe(401);
      const started = Date.now();
      const owner = await loginFrom('10.9.9.9', email, TEST_PASSWORD);
      const slowed = Date.now() - started;
      expect(owner.statusCode).toBe(200);
      expect(slowed).toBeGreaterThanOrEqual(350); // 14 failures: 50 ms × 2^3 = 400 ms of backoff
      const [acct] = await t.db
        .select()
        .from(loginThrottle)
        .where(eq(loginThrottle.key, `acct:${email}`));
      expect(acct).toBeUndefined(); // the success reset the account's count
      const started2 = Date.now();
      expect((await loginFrom('10.9.9.9', email, TEST_PASSWORD)).statusCode).toBe(200);
      expect(Date.now() - started2).toBeLessThan(slowed);
    });

    // Catches: losing the per-address key, which stops credential stuffing (one address trying
    // a few passwords on many accounts stays under every per-account limit).
    it('allows 100 failed tries per address over all accounts, then 429 for any account from it', async () => {
      await t.db.delete(loginThrottle);
      for (let i = 0; i < ADDRESS_MAX_FAILURES; i++)
        expect((await loginFrom('10.4.0.1', `nobody-${i}@example.org`, WRONG)).statusCode).toBe(401);
      const { email } = await createUser(t, 'user');
      const blocked = await loginFrom('10.4.0.1', email, TEST_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('TOO_MANY_ATTEMPTS');
      // The account itself is not locked: its owner elsewhere logs in.
      expect((await loginFrom('10.4.0.2', email, TEST_PASSWORD)).statusCode).toBe(200);
      await t.db.delete(loginThrottle);
    }, 60_000);

    // Catches: a check-then-count throttle (read the count, verify, then insert), which lets a
    // parallel burst through: every try reads the same low count.
    it('a burst of 30 parallel tries from one address gets at most 10 through to the password check', async () => {
      await t.db.delete(loginThrottle);
      const { email } = await createUser(t, 'user');
      const codes = (
        await Promise.all(Array.from({ length: 30 }, () => loginFrom('10.3.0.1', email, WRONG)))
      ).map((r) => r.statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(PAIR_MAX_FAILURES);
      expect(codes.filter((c) => c === 429)).toHaveLength(30 - PAIR_MAX_FAILURES);
      await t.db.delete(loginThrottle);
    });

    it('rejects a malformed body with 400, never 500', async () => {
      for (const payload of [
        {},
        { email: 'x' },
        { email: 'a@b.co', password: '' },
        { email: 'a@b.co', password: 'x', extra: 1 },
      ]) {
        expect((await post('/auth/login', payload)).statusCode).toBe(400);
      }
    });
  });

  describe('check-token, refresh rotation and logout', () => {
    it('is valid with the access cookie and invalid without', async () => {
      const { email } = await createUser(t, 'editor');
      const { cookie } = await login(t, email);
      const ok = await post('/auth/check-token', undefined, { cookie });
      expect(ok.json().data).toMatchObject({ isValid: true, user: { email } });
      const anon = await post('/auth/check-token');
      expect(anon.json().data.isValid).toBe(false);
    });

    it('refreshes from the refresh cookie alone, rotating it; a replayed old token revokes the session', async () => {
      const { email } = await createUser(t, 'editor');
      const { res } = await login(t, email);
      const refreshOnly = cookieHeader(res.headers['set-cookie'])
        .split('; ')
        .filter((c) => c.startsWith('dfw_refresh='))
        .join('; ');
      const first = await post('/auth/check-token', undefined, { cookie: refreshOnly });
      expect(first.json().data.isValid).toBe(true);
      const rotated = cookieHeader(first.headers['set-cookie']);
      expect(rotated).toMatch(/dfw_refresh=/);
      expect(rotated).not.toContain(refreshOnly);
      // Pretend the rotation is older than the concurrency grace window, then replay the old token.
      const [u] = await t.db.select().from(users).where(eq(users.email, email));
      await t.db
        .update(sessions)
        .set({ rotatedAt: new Date(Date.now() - 60_000).toISOString() })
        .where(eq(sessions.userId, u!.id));
      const replay = await post('/auth/check-token', undefined, { cookie: refreshOnly });
      expect(replay.json().data.isValid).toBe(false);
      // The whole session is gone: the new refresh token no longer works either.
      const newRefresh = rotated
        .split('; ')
        .filter((c) => c.startsWith('dfw_refresh='))
        .join('; ');
      const after = await post('/auth/check-token', undefined, { cookie: newRefresh });
      expect(after.json().data.isValid).toBe(false);
    });

    it('logout revokes the session and clears both cookies', async () => {
      const { email } = await createUser(t, 'editor');
      const { cookie } = await login(t, email);
      const out = await post('/auth/logout', undefined, { cookie });
      expect(out.statusCode).toBe(200);
      const cleared = [out.headers['set-cookie']].flat().join('\n');
      expect(cleared).toMatch(/dfw_access=;/);
      expect(cleared).toMatch(/dfw_refresh=;/);
      const after = await post('/auth/check-token', undefined, { cookie });
      expect(after.json().data.isValid).toBe(false);
    });

    it('reads the role from the database on every request: a demotion takes effect at once', async () => {
      const { id, email } = await createUser(t, 'editor');
      const { cookie } = await login(t, email);
      const create = () => post('/build-tags', { name: `tag-${Math.random()}` }, { cookie });
      expect((await create()).statusCode).toBe(201);
      const [userRole] = await t.db.select().from(roles).where(eq(roles.name, 'user'));
      await t.db.update(users).set({ roleId: userRole!.id }).where(eq(users.id, id));
      expect((await create()).statusCode).toBe(403);
    });
  });
});
