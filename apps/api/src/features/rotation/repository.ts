// Map rotation reads for the pages (Drizzle only); the writes the seed shares are db/rotation-rows.ts.
import { desc, eq, sql } from 'drizzle-orm';
import type { RotationVersion, RotationVersionSummary } from '@dfwiki/shared';
import type { Db } from '../../db/database';
import { summary, version } from '../../db/rotation-rows';
import { rotationVersions } from '../../db/schema';

export async function findVersion(db: Db, id: number): Promise<RotationVersion | null> {
  const [row] = await db.select().from(rotationVersions).where(eq(rotationVersions.id, id));
  return row ? version(row) : null;
}

/** The day a version is as of: its source date, else the day it was stored. */
const asOf = sql`coalesce(${rotationVersions.sourceDate}, ${rotationVersions.createdAt}::date)`;

/** Every version, newest first (by the day it is as of, then by when it was stored). */
export async function listVersions(db: Db): Promise<RotationVersionSummary[]> {
  const rows = await db.select().from(rotationVersions).orderBy(desc(asOf), desc(rotationVersions.id));
  return rows.map(summary);
}
