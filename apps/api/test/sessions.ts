// Logs in as each role through the real endpoints and returns the cookie header to send.
import { eq } from 'drizzle-orm';
import type { createTestApp } from './helpers';
import { roles, users } from '../src/db/schema';
import { hashPassword } from '../src/features/auth/passwords';

export type Role = 'anonymous' | 'user' | 'editor' | 'admin';
export const ROLES: Role[] = ['anonymous', 'user', 'editor', 'admin'];
export const TEST_PASSWORD = 'Correct-Horse-42!';
/** What a browser adds to every fetch write from our own pages (inject's default Host is localhost:80). */
export const SAME_ORIGIN = { origin: 'http://localhost' };

type T = Awaited<ReturnType<typeof createTestApp>>;
let cachedHash: string | undefined;

export async function createUser(
  t: T,
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

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export async function login(t: T, email: string, password = TEST_PASSWORD) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  return { res, cookie: cookieHeader(res.headers['set-cookie']) };
}

/** Cookie headers per role (anonymous: none). */
export async function sessionsFor(t: T): Promise<Record<Role, Record<string, string>>> {
  const out = { anonymous: {} } as Record<Role, Record<string, string>>;
  for (const role of ['user', 'editor', 'admin'] as const) {
    const { email } = await createUser(t, role);
    const { cookie, res } = await login(t, email);
    if (res.statusCode !== 200) throw new Error(`login as ${role} failed: ${res.body}`);
    out[role] = { cookie, ...SAME_ORIGIN };
  }
  return out;
}
