// Whether the first start has decided about sample data: a marker row in app_meta. Kept apart from
// the seed itself, so a start that finds the marker never loads (and validates) the seed's data.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appMeta } from '../../db/schema';

export const SEED_MARKER = 'sample_data_seeded_at';

/** The marker holds the seeding time, or 'skipped' when the first start ran with SEED=none. */
export const SEED_SKIPPED = 'skipped';

/** True once the first start has decided about sample data (seeded or skipped). */
export async function isInitialised(db: Db): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, SEED_MARKER));
  return rows.length > 0;
}

export async function markSeedSkipped(db: Db): Promise<void> {
  await db.insert(appMeta).values({ key: SEED_MARKER, value: SEED_SKIPPED }).onConflictDoNothing();
}
