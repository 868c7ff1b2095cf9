// Seeds a fresh in-memory PGlite database the way a first start does and prints every table's rows
// as sorted JSON, so a change to the seed data's shape can be shown to keep the same rows.
// Run: npx tsx scripts/dump-seed.ts > before.json (then again after, and diff).
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, runMigrations } from '../apps/api/src/db/database';
import { prepareContent } from '../apps/api/src/ops/prepare-content';

// Times of this run are not data (the seed marker, rows stamped with now()): any date from this
// run prints as <now>.
const started = Date.now() - 1000;
const isNow = (value: unknown) =>
  (value instanceof Date || (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value))) &&
  new Date(value).getTime() >= started;

const database = await openPglite(undefined);
await runMigrations(database);
await prepareContent(database.db, 'sample');
const client = (database.db as unknown as { $client: PGlite }).$client;
const tables = await client.query<{ tablename: string }>(
  `select tablename from pg_tables where schemaname = 'public' order by tablename`,
);
const dump: Record<string, string[]> = {};
for (const { tablename } of tables.rows) {
  const { rows } = await client.query<Record<string, unknown>>(`select * from "${tablename}"`);
  dump[tablename] = rows
    .map((row) => {
      for (const key of Object.keys(row)) if (isNow(row[key])) row[key] = '<now>';
      return JSON.stringify(row);
    })
    .sort();
}
process.stdout.write(JSON.stringify(dump, null, 1) + '\n');
await database.close();
