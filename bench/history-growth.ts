// How fast the history grows: 10,000 editor saves of sample weapons (a stat, a note sentence, a
// tier, in turn), each through the real write path and its one revision, on an in-memory PGlite.
// Prints bytes per revision (the stored `changes`, and the table with its index per row) and the
// revisions table's size after all of them. Run: npx tsx bench/history-growth.ts [edits]
import { sql } from 'drizzle-orm';
import { openPglite, runMigrations } from '../apps/api/src/db/database';
import { prepareContent } from '../apps/api/src/db/prepare-content';
import { recordSampleImports } from '../apps/api/src/history-subjects';
import { patchWeapon } from '../apps/api/src/features/weapons/service';

const EDITS = Number(process.argv[2] ?? 10_000);
const database = await openPglite(undefined);
await runMigrations(database);
await prepareContent(database.db, 'sample', recordSampleImports);
const db = database.db;

const [{ id: userId }] = (
  await db.execute<{ id: number }>(
    sql`insert into users (nickname, email, password_hash, role_id) values ('bench', 'bench@example.org', 'x', (select id from roles where name = 'editor')) returning id`,
  )
).rows;
const weaponIds = (await db.execute<{ id: number }>(sql`select id from weapons order by id`)).rows.map(
  (r) => r.id,
);

const size = async () => {
  const [row] = (
    await db.execute<{ rows: number; table: number; changes: number }>(
      sql`select count(*)::int as rows, pg_total_relation_size('revisions')::int as table, coalesce(sum(pg_column_size(changes)), 0)::int as changes from revisions`,
    )
  ).rows;
  return row!;
};

const before = await size();
const started = performance.now();
for (let n = 0; n < EDITS; n++) {
  const id = weaponIds[n % weaponIds.length]!;
  const patch =
    n % 3 === 0
      ? { mobility: 40 + (n % 50) }
      : n % 3 === 1
        ? { notes: `Edit ${n}: stronger at range after the last patch, weaker in close quarters.` }
        : { tier: (['S', 'A', 'B', 'C', 'D'] as const)[n % 5] };
  await patchWeapon(db, id, patch, { by: { userId } });
}
const seconds = (performance.now() - started) / 1000;
const after = await size();
const added = after.rows - before.rows;
const perRevision = (after.table - before.table) / added;
const changesPerRevision = (after.changes - before.changes) / added;

console.log(
  `sample data import: ${before.rows} create revisions, revisions table ${(before.table / 1024).toFixed(0)} KiB`,
);
console.log(`${EDITS} saves → ${added} revisions in ${seconds.toFixed(1)} s`);
console.log(
  `per revision: ${changesPerRevision.toFixed(0)} B of changes, ${perRevision.toFixed(0)} B of table and index`,
);
console.log(`revisions table after: ${(after.table / 1024 / 1024).toFixed(2)} MiB`);
console.log(
  JSON.stringify({
    bench: 'history-growth',
    edits: EDITS,
    revisions: added,
    bytesPerRevision: Math.round(perRevision),
    changesBytesPerRevision: Math.round(changesPerRevision),
    tableBytesAfter: after.table,
    importRevisions: before.rows,
    importTableBytes: before.table,
  }),
);
await database.close();
