// Access tokens: short-lived, HMAC-signed {uid, sid, exp}. Refresh tokens: random, stored hashed.
import crypto from 'node:crypto';

export const ACCESS_COOKIE = 'dfw_access';
export const REFRESH_COOKIE = 'dfw_refresh';
export const ACCESS_TTL_S = 15 * 60;
export const REFRESH_TTL_S = 30 * 24 * 60 * 60;
/** Two tabs refreshing at once present the same old token: tolerated for this long after a rotation. */
export const ROTATION_GRACE_MS = 10_000;

export interface AccessClaims {
  uid: number;
  sid: string;
  exp: number; // unix seconds
}

const sign = (secret: string, body: string) =>
  crypto.createHmac('sha256', secret).update(body).digest('base64url');

export function createAccessToken(
  secret: string,
  claims: Omit<AccessClaims, 'exp'>,
  now = Date.now(),
): string {
  const body = Buffer.from(
    JSON.stringify({ ...claims, exp: Math.floor(now / 1000) + ACCESS_TTL_S }),
  ).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

export function verifyAccessToken(secret: string, token: string | undefined, now = Date.now()): AccessCheck {
  if (!token || token.length > 512) return { ok: false, expired: false };
  const [body, mac] = token.split('.');
  if (!body || !mac) return { ok: false, expired: false };
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return { ok: false, expired: false };
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AccessClaims;
    if (!Number.isInteger(claims.uid) || typeof claims.sid !== 'string' || !Number.isInteger(claims.exp))
      return { ok: false, expired: false };
    if (claims.exp * 1000 <= now) return { ok: false, expired: true };
    return { ok: true, claims };
  } catch {
    return { ok: false, expired: false };
  }
}

export const newRefreshToken = () => crypto.randomBytes(32).toString('base64url');
export const newSessionId = () => crypto.randomUUID();
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
