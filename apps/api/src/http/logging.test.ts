import { describe, expect, it } from 'vitest';
import { safeError, scrubText, withoutSecrets } from './logging';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

describe('log scrubbing', () => {
  // Catches: an error logged whole, as a failed query's error (drizzle) carries its parameters in
  // its message, stack and fields, and PostgreSQL's detail quotes the failing row.
  it('keeps only the safe subset of a failed query error and its cause', () => {
    const cause = Object.assign(new Error('null value in column "role_id" violates not-null constraint'), {
      code: '23502',
      table: 'users',
      detail: `Failing row contains (7, x, x@example.org, ${HASH}, null).`,
    });
    const err = Object.assign(
      new Error(`Failed query: insert into users values ($1, $2)\nparams: x,${HASH}`),
      {
        query: 'insert into users values ($1, $2)',
        params: ['x', HASH],
        cause,
      },
    );
    const safe = safeError(err);
    const text = JSON.stringify(safe);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('Failing row');
    expect(safe.message).toBe('Failed query: insert into users values ($1, $2)\nparams: [redacted]');
    expect(safe.stack).toMatch(/^Error: Failed query: [^\n]*\nparams: \[redacted\]\n {4}at /);
    expect(safe.cause).toMatchObject({ code: '23502', table: 'users' });
  });

  // Catches: a secret field deeper than pino's redact paths reach.
  it('drops secret-named keys at any depth and blanks hashes and session cookies in text', () => {
    const logged = withoutSecrets({
      a: { b: { c: { password: 'p', newPassword: 'p', csrfToken: 't', keep: 'k' } } },
      note: `cookie dfw_access=abc.def; and ${HASH}`,
    });
    expect(logged).toEqual({
      a: { b: { c: { keep: 'k' } } },
      note: 'cookie dfw_access=[redacted]; and [redacted argon2 hash]',
    });
    expect(scrubText('plain')).toBe('plain');
  });
});
