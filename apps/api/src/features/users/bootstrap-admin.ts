// ADMIN_EMAIL + ADMIN_PASSWORD at start create that admin when no such user exists.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { roles, users } from '../../db/schema';
import { hashPassword } from '../auth';

export async function ensureAdmin(
  db: Db,
  email: string | undefined,
  password: string | undefined,
): Promise<'created' | 'exists' | 'skipped'> {
  if (!email || !password) return 'skipped';
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (existing.length) return 'exists';
  const [adminRole] = await db.select().from(roles).where(eq(roles.name, 'admin'));
  if (!adminRole) throw new Error('The admin role is missing: run the migrations first.');
  await db
    .insert(users)
    .values({
      nickname: 'Admin',
      email: email.toLowerCase(),
      passwordHash: await hashPassword(password),
      roleId: adminRole.id,
    })
    .onConflictDoNothing();
  return 'created';
}
