// Moves a whole database from one engine to another (in practice: PGlite → PostgreSQL). Both
// get the same migrations first, so the tables match; the rows are then copied, parents before
// children, in one transaction on the target, and the id sequences are set past the copied ids.
import { sql, type SQL } from 'drizzle-orm';
import { type Database, type Db, runMigrations, type Tx } from '../db/database';

export class MoveError extends Error {}

export interface TableCount {
  table: string;
  rows: number;
}

const BATCH = 2000;

async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The tables of the public schema, each after the tables its foreign keys point to. */
export async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent from pg_constraint k
        join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
        join pg_namespace n on n.oid = ch.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and ch.oid <> pa.oid`,
  );
  const ordered: string[] = [];
  let left = tables.map((t) => t.name);
  while (left.length) {
    const ready = left.filter((t) => !edges.some((e) => e.child === t && !ordered.includes(e.parent)));
    if (!ready.length) throw new MoveError(`Foreign keys form a cycle among: ${left.join(', ')}.`);
    ordered.push(...ready);
    left = left.filter((t) => !ready.includes(t));
  }
  return ordered;
}

export const countRows = async (db: Db | Tx, table: string) =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

/** Copies through JSON, which keeps every column type the schema uses (text, numbers, dates, json). */
async function copyTable(from: Db, to: Tx, table: string): Promise<number> {
  const name = sql.identifier(table);
  let copied = 0;
  for (;;) {
    // ctid order is stable here: nobody writes to the source while its folder is locked.
    const [batch] = await rowsOf<{ rows: string | null; n: number }>(
      from,
      sql`select json_agg(t)::text as rows, count(*)::int as n
          from (select * from ${name} order by ctid offset ${copied} limit ${BATCH}) t`,
    );
    if (!batch?.rows) return copied;
    await to.execute(
      sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${batch.rows}::json)`,
    );
    copied += batch.n;
  }
}

/** Each serial column's sequence continues after the largest copied id. */
async function resetSequences(tx: Tx) {
  const serials = await rowsOf<{ table: string; column: string }>(
    tx,
    sql`select table_name as table, column_name as column from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { table, column } of serials) {
    const col = sql.identifier(column);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}),
          coalesce((select max(${col}) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}

/** Copies every row of `source` into `target`, whose tables must all be empty. */
export async function moveDatabase(source: Database, target: Database): Promise<TableCount[]> {
  await runMigrations(source); // a folder from an older release is brought up to date first
  await runMigrations(target);
  const tables = await tablesInOrder(target.db);
  const sourceTables = await tablesInOrder(source.db);
  const missing = sourceTables.filter((t) => !tables.includes(t));
  if (missing.length) throw new MoveError(`The target has no table ${missing.join(', ')}.`);
  const filled: string[] = [];
  for (const t of tables) if ((await countRows(target.db, t)) > 0) filled.push(t);
  if (filled.length)
    throw new MoveError(
      `The target database is not empty (rows in ${filled.join(', ')}). Move into a new, empty database.`,
    );
  return target.db.transaction(async (tx) => {
    const counts: TableCount[] = [];
    for (const table of tables) counts.push({ table, rows: await copyTable(source.db, tx, table) });
    await resetSequences(tx);
    return counts;
  });
}
