// Reference rows every installation needs, sample data or not. Idempotent.
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import { difficulties, maps, rarities, roles, weaponCategories } from './schema';
import { SEED_CATEGORIES, SEED_DIFFICULTIES, SEED_MAPS, SEED_RARITIES } from './seed/lookups';

export const ROLE_NAMES = ['user', 'editor', 'admin'] as const;

export async function ensureReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    /** Inserts the rows that are not there yet. */
    const insertMissing = <T extends PgTable>(table: T, rows: PgInsertValue<T>[]) =>
      tx.insert(table).values(rows).onConflictDoNothing();
    await insertMissing(
      roles,
      ROLE_NAMES.map((name) => ({ name })),
    );
    await insertMissing(
      rarities,
      SEED_RARITIES.map((r, position) => ({ id: r.id, name: r.name, position })),
    );
    await insertMissing(
      maps,
      SEED_MAPS.map((name, position) => ({ name, position })),
    );
    await insertMissing(
      difficulties,
      SEED_DIFFICULTIES.map((name) => ({ name })),
    );
    await insertMissing(
      weaponCategories,
      SEED_CATEGORIES.map((name) => ({ name })),
    );
  });
}
