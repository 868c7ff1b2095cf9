// Content is prepared in one place on every start: reference lists always, sample data once.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite, runMigrations } from '../../src/db/database';
import { prepareContent } from '../../src/ops/prepare-content';
import { maps, weapons } from '../../src/db/schema';

async function migrated() {
  const database = await openPglite(undefined);
  await runMigrations(database);
  return database;
}
const rows = async (db: Awaited<ReturnType<typeof migrated>>['db'], table: typeof maps | typeof weapons) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

describe('prepareContent', () => {
  it.each([
    ['sample', 'seeded', true],
    ['none', 'skipped', false],
  ] as const)(
    'first start with SEED=%s: %s, and a later start keeps what is there',
    async (seed, outcome, hasWeapons) => {
      const database = await migrated();
      try {
        expect(await prepareContent(database.db, seed)).toBe(outcome);
        expect(await rows(database.db, maps)).toBeGreaterThan(0); // reference lists either way
        expect((await rows(database.db, weapons)) > 0).toBe(hasWeapons);
        const weaponsBefore = await rows(database.db, weapons);
        // A second start, whatever SEED says then, seeds nothing more and skips nothing.
        expect(await prepareContent(database.db, 'sample')).toBe('kept');
        expect(await rows(database.db, weapons)).toBe(weaponsBefore);
      } finally {
        await database.close();
      }
    },
    // Two first starts on a fresh engine (no test template): migrations and the whole seed.
    90_000,
  );
});
