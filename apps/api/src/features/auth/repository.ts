// Accounts as registration and login read and write them (Drizzle only).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { roles, users } from '../../db/schema';

/** A new account with the plain `user` role; undefined when the email is taken. */
export async function insertUserAccount(
  db: Db,
  account: { nickname: string; email: string; passwordHash: string },
): Promise<number | undefined> {
  const [userRole] = await db.select().from(roles).where(eq(roles.name, 'user'));
  const [row] = await db
    .insert(users)
    .values({ ...account, roleId: userRole!.id })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id;
}

/** The account with this email (compared in lower case), with its password hash and role. */
export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      email: users.email,
      passwordHash: users.passwordHash,
      disabled: users.disabled,
      roleName: roles.name,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(sql`lower(${users.email}) = ${email}`);
  return row;
}
