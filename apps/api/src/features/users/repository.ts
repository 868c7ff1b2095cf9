// Accounts as the admin's Users page reads and changes them (Drizzle only).
import type { RoleName } from '@dfwiki/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { roles, sessions, users } from '../../db/schema';

export const listUsers = (db: Db) =>
  db
    .select({
      id: users.id,
      nickname: users.nickname,
      email: users.email,
      roleName: roles.name,
      disabled: users.disabled,
      created_at: users.createdAt,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .orderBy(asc(users.id))
    .then((rows) =>
      rows.map(({ roleName, created_at, ...u }) => ({
        ...u,
        role: { name: roleName },
        created_at: new Date(created_at).toISOString(),
      })),
    );

/** The ids of the active admins, locked until the transaction ends. */
export async function lockActiveAdmins(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(roles.name, 'admin'), eq(users.disabled, false)))
    .for('update', { of: users });
  return rows.map((r) => r.id);
}

/** The account's role and whether it is disabled (undefined: no such account); locked until the transaction ends. */
export async function lockUser(tx: Tx, id: number) {
  const [row] = await tx
    .select({ role: roles.name, disabled: users.disabled })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id))
    .for('update', { of: users });
  return row;
}

export async function updateUser(tx: Tx, id: number, change: { role?: RoleName; disabled?: boolean }) {
  const set: Partial<typeof users.$inferInsert> = {};
  if (change.role !== undefined) {
    const [role] = await tx.select().from(roles).where(eq(roles.name, change.role));
    set.roleId = role!.id;
  }
  if (change.disabled !== undefined) set.disabled = change.disabled;
  await tx.update(users).set(set).where(eq(users.id, id));
}

/** Ends every session of the account at once. */
export async function revokeSessions(tx: Tx, userId: number) {
  await tx.update(sessions).set({ revokedAt: new Date().toISOString() }).where(eq(sessions.userId, userId));
}
