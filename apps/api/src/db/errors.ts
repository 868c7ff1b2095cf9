// PostgreSQL error codes, the same from PGlite and node-postgres (drizzle may wrap them in `cause`).
import { Invalid } from '../domain-errors';
import type { Db, Tx } from './database';

const pgCode = (err: unknown): string | undefined => {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
};

export const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';
export const isForeignKeyViolation = (err: unknown) => pgCode(err) === '23503';
/** Text the database cannot store (a NUL byte, a byte sequence invalid in UTF-8). */
export const isUnstorableText = (err: unknown) => ['22021', '22P05'].includes(pgCode(err) ?? '');

/** `work` as one transaction; a foreign-key failure (an id that names nothing) becomes `error()`, not a 500. */
export async function checkedTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  error: () => Error,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw error();
    throw err;
  }
}

/** A service's `write`: one transaction in which an id that names nothing is a 400 UNKNOWN_REFERENCE saying `message`. */
export const referenceCheckedWrite =
  (message: string) =>
  <T>(db: Db, work: (tx: Tx) => Promise<T>) =>
    checkedTransaction(db, work, () => new Invalid('UNKNOWN_REFERENCE', message));
