// How fast the history grows: 10,000 editor saves of sample weapons (a stat, a note sentence, a
// tier, in turn), each through the real write path and its one revision, on an in-memory PGlite.
// Prints bytes per revision (the stored `changes`, and the table with its index per row) and the
// revisions table's size after all of them. Run: npx tsx apps/api/bench/history-growth.ts [edits]
import { eq, sql } from 'drizzle-orm';
import { revisions, roles, users, weapons } from '../src/db/schema';
import { openPglite, runMigrations } from '../src/db/database';
import { prepareContent } from '../src/ops/prepare-content';
import { recordSampleImports } from '../src/ops/history-subjects';
import { patchWeapon } from '../src/features/weapons/service';

const EDITS = Number(process.argv[2] ?? 10_000);
const database = await openPglite(undefined);
await runMigrations(database);
await prepareContent(database.db, 'sample', recordSampleImports);
const db = database.db;

const [editor] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'editor'));
const [user] = await db
  .insert(users)
  .values({ nickname: 'bench', email: 'bench@example.org', passwordHash: 'x', roleId: editor!.id })
  .returning({ id: users.id });
const userId = user!.id;
const weaponIds = (await db.select({ id: weapons.id }).from(weapons).orderBy(weapons.id)).map((r) => r.id);

const size = async () =>
  (
    await db
      .select({
        rows: sql<number>`count(*)::int`,
        table: sql<number>`pg_total_relation_size('revisions')::int`,
        changes: sql<number>`coalesce(sum(pg_column_size(${revisions.changes})), 0)::int`,
      })
      .from(revisions)
  )[0]!;

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
