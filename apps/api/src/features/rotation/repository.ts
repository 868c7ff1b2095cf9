// Map rotation reads for the pages (Drizzle only); the version rows it writes are rotation-rows.ts.
import { desc, eq, sql } from 'drizzle-orm';
import type {
  CurrentRotation,
  RotationReplace,
  RotationVersion,
  RotationVersionSummary,
} from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { findCurrentVersion, insertVersion, makeCurrent, summary, version } from './rotation-rows';
import { rotationVersions } from '../../db/schema';
import { type Author, editStamps } from '../history';

/** The history's id of the rotation: there is one, whichever version is current. */
export const CURRENT = 'current';

export async function findVersion(db: Db, id: number): Promise<RotationVersion | null> {
  const [row] = await db.select().from(rotationVersions).where(eq(rotationVersions.id, id));
  return row ? version(row) : null;
}

/** The current version, with the version and last edit of the rotation's history. */
export async function findCurrentRotation(db: Db): Promise<CurrentRotation | null> {
  const [current, stamp] = await Promise.all([findCurrentVersion(db), editStamps(db, 'rotation', [CURRENT])]);
  return current && { ...current, ...stamp(CURRENT) };
}

/** Stores a new version by `by` and makes it the current one; answers its id. */
export async function storeCurrentVersion(tx: Tx, input: RotationReplace, by: Author) {
  const id = await insertVersion(tx, input, 'userId' in by ? by.userId : null);
  await makeCurrent(tx, id);
  return id;
}

/** The day a version is as of: its source date, else the day it was stored. */
const asOf = sql`coalesce(${rotationVersions.sourceDate}, ${rotationVersions.createdAt}::date)`;

/** Every version, newest first (by the day it is as of, then by when it was stored). */
export async function listVersions(db: Db): Promise<RotationVersionSummary[]> {
  const rows = await db.select().from(rotationVersions).orderBy(desc(asOf), desc(rotationVersions.id));
  return rows.map(summary);
}
