// Small read helpers every repository may use.
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/** A stored timestamp as the API's ISO 8601 text. */
export const iso = (at: string) => new Date(at).toISOString();

/** How many rows `table` holds (of those `where` keeps, e.g. the ones not in the trash). */
export const countRows = async (db: Db, table: PgTable, where?: SQL) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where)
  )[0]!.n;
