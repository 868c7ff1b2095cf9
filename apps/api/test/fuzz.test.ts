// Property test: thousands of generated malformed bodies against every mutating route, as an admin
// (so the guard lets them through to validation). Never a 5xx, and the database is unchanged.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createTestApp, engine } from './helpers';
import { sessionsFor } from './sessions';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await sessionsFor(t)).admin;
});
afterAll(() => t.close());

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

/** A fingerprint of every table's full contents. */
async function snapshot(): Promise<string> {
  const rowsOf = <T>(r: unknown) => (r as { rows?: T[] }).rows ?? (r as T[]);
  const rows = rowsOf<{ tablename: string }>(
    await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  );
  const parts: string[] = [];
  for (const { tablename } of rows) {
    if (tablename === 'sessions') continue; // logins of this test itself
    const r = await t.db.execute(
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as h from "${tablename}" x`,
      ),
    );
    parts.push(`${tablename}=${rowsOf<{ h: string }>(r)[0]!.h}`);
  }
  return parts.join('\n');
}

// Keys the real payloads use, so generated objects look plausible and reach deep validation.
const KEYS = [
  'name',
  'id',
  'price',
  'items',
  'email',
  'password',
  'nickname',
  'category_id',
  'map_id',
  'rating',
  'tier',
  'tag_ids',
  'role',
  'disabled',
  'ttk_values',
  'attachments',
  'difficulties',
  'builds',
  '__proto__',
  'constructor',
];
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.boolean(),
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 }),
  fc.array(fc.dictionary(fc.constantFrom(...KEYS), value), { maxLength: 3 }),
);

function concrete(url: string) {
  // Ids that do not exist: even a body that happened to be valid could change nothing.
  return url.replace(/:weaponId|:buildId|:id/g, '999999').replace(':hash', 'f'.repeat(64));
}

describe(`fuzzing every mutating route (${engine()})`, () => {
  it(`${RUNS} malformed bodies per route: no 5xx, no change`, async () => {
    const before = await snapshot();
    const mutating = (t.ctx.routeTable ?? []).filter(
      (r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && r.url.startsWith('/api/v1'),
    );
    expect(mutating.length).toBeGreaterThanOrEqual(20);
    for (const route of mutating) {
      const schema = route.bodySchema as ZodType | undefined;
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          // Only malformed bodies: a generated body that satisfies the schema is not a bad input.
          if (schema && !route.url.includes(':') && schema.safeParse(payload).success) return;
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: concrete(route.url),
            headers: { ...admin, 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          if (res.statusCode >= 500)
            throw new Error(
              `${route.method} ${route.url} → ${res.statusCode} for ${JSON.stringify(payload)}: ${res.body}`,
            );
        }),
        { numRuns: RUNS },
      );
    }
    expect(await snapshot()).toBe(before);
  }, 300_000);
});
