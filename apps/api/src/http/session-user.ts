// Who is calling: the user behind a live session, with the role read fresh from the database on
// every request. The guard checks it; the auth feature's session store returns the same shape.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { roles, sessions, users } from '../db/schema';

export interface SessionUser {
  id: number;
  nickname: string;
  email: string;
  role: { name: 'user' | 'editor' | 'admin' };
  disabled: boolean;
  sessionId: string;
}

export const userColumns = {
  id: users.id,
  nickname: users.nickname,
  email: users.email,
  roleName: roles.name,
  disabled: users.disabled,
};

export const toSessionUser = (
  r: { id: number; nickname: string; email: string; roleName: string; disabled: boolean },
  sessionId: string,
): SessionUser => ({
  id: r.id,
  nickname: r.nickname,
  email: r.email,
  role: { name: r.roleName as SessionUser['role']['name'] },
  disabled: r.disabled,
  sessionId,
});

/** The user behind a live (not revoked, not expired) session; role read fresh from the database. */
export async function loadSessionUser(
  db: Db,
  sessionId: string,
  userId: number,
): Promise<SessionUser | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row ? toSessionUser(row, sessionId) : undefined;
}
