// PostgreSQL error codes, the same from PGlite and node-postgres (drizzle may wrap them in `cause`).
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
export const isCheckViolation = (err: unknown) => pgCode(err) === '23514';

/** Runs `work`; a foreign-key failure (an id that names nothing) becomes `error()` instead of a 500. */
export async function withReferenceCheck<T>(work: () => Promise<T>, error: () => Error): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw error();
    throw err;
  }
}
