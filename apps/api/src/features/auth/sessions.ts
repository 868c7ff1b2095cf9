// Session store: one row per login, holding the hash of the current refresh token.
// Rotation keeps the previous hash so that a replayed old token is detected and the session revoked.
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { roles, sessions, users } from '../../db/schema';
import { type SessionUser, toSessionUser, userColumns } from '../../http/session-user';
import {
  hashToken,
  newRefreshToken,
  newSessionId,
  REFRESH_TTL_S,
  ROTATION_GRACE_MS,
} from '../../http/tokens';

export async function createSession(db: Db, userId: number) {
  const refresh = newRefreshToken();
  const id = newSessionId();
  await db.insert(sessions).values({
    id,
    userId,
    tokenHash: hashToken(refresh),
    expiresAt: new Date(Date.now() + REFRESH_TTL_S * 1000).toISOString(),
  });
  return { sessionId: id, refresh };
}

export type RefreshOutcome =
  | { kind: 'rotated'; user: SessionUser; refresh: string }
  | { kind: 'grace'; user: SessionUser } // a just-rotated token from a concurrent request: no new refresh token
  | { kind: 'reused' } // an old token replayed: the session is revoked
  | { kind: 'invalid' };

export async function rotateRefreshToken(db: Db, presented: string | undefined): Promise<RefreshOutcome> {
  if (!presented || presented.length > 200) return { kind: 'invalid' };
  const hash = hashToken(presented);
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(sessions)
      .where(or(eq(sessions.tokenHash, hash), eq(sessions.previousTokenHash, hash)))
      .for('update');
    if (!session || session.revokedAt || Date.parse(session.expiresAt) <= Date.now())
      return { kind: 'invalid' } as const;
    const [row] = await tx
      .select(userColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, session.userId));
    if (!row || row.disabled) return { kind: 'invalid' } as const;
    if (session.tokenHash !== hash) {
      const rotatedAgo = session.rotatedAt ? Date.now() - Date.parse(session.rotatedAt) : Infinity;
      if (rotatedAgo <= ROTATION_GRACE_MS)
        return { kind: 'grace', user: toSessionUser(row, session.id) } as const;
      await tx
        .update(sessions)
        .set({ revokedAt: new Date().toISOString() })
        .where(eq(sessions.id, session.id));
      return { kind: 'reused' } as const;
    }
    const refresh = newRefreshToken();
    await tx
      .update(sessions)
      .set({ tokenHash: hashToken(refresh), previousTokenHash: hash, rotatedAt: new Date().toISOString() })
      .where(eq(sessions.id, session.id));
    return { kind: 'rotated', user: toSessionUser(row, session.id), refresh } as const;
  });
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date().toISOString() }).where(eq(sessions.id, sessionId));
}

export async function revokeByRefreshToken(db: Db, presented: string) {
  const hash = hashToken(presented);
  await db
    .update(sessions)
    .set({ revokedAt: new Date().toISOString() })
    .where(or(eq(sessions.tokenHash, hash), eq(sessions.previousTokenHash, hash)));
}
