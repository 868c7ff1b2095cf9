// Map rotation version rows (Drizzle only): the feature's writes, and the sourced versions the seed
// loads (ops/seed/rotation.ts) through this feature's index.
// At most one row is current (a partial unique index); moving the flag is the caller's transaction.
import { eq, sql } from 'drizzle-orm';
import type {
  RotationReplace,
  RotationSchedule,
  RotationVersion,
  RotationVersionSummary,
} from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { rotationVersions } from '../../db/schema';

type Row = typeof rotationVersions.$inferSelect;

export const summary = (row: Row): RotationVersionSummary => ({
  id: row.id,
  label: row.label,
  source: row.source,
  source_date: row.sourceDate,
  is_current: row.isCurrent,
  created_at: new Date(row.createdAt).toISOString(),
});

export const version = (row: Row): RotationVersion => ({
  ...summary(row),
  schedule: row.schedule as RotationSchedule,
});

export async function findCurrentVersion(db: Db | Tx): Promise<RotationVersion | null> {
  const [row] = await db.select().from(rotationVersions).where(eq(rotationVersions.isCurrent, true));
  return row ? version(row) : null;
}

/** Same rows with their schedules (the importer compares them). */
export const allVersions = async (tx: Tx) => (await tx.select().from(rotationVersions)).map(version);

export async function insertVersion(
  tx: Tx,
  input: RotationReplace,
  createdBy: number | null,
  createdAt?: string,
): Promise<number> {
  const [row] = await tx
    .insert(rotationVersions)
    .values({
      label: input.label,
      source: input.source,
      sourceDate: input.source_date,
      schedule: input.schedule,
      createdBy,
      ...(createdAt ? { createdAt } : {}),
    })
    .returning({ id: rotationVersions.id });
  return row!.id;
}

/** Clears the current flag, then sets it on `id` (the unique index allows one at a time). */
export async function makeCurrent(tx: Tx, id: number): Promise<void> {
  await tx.update(rotationVersions).set({ isCurrent: false }).where(eq(rotationVersions.isCurrent, true));
  await tx.update(rotationVersions).set({ isCurrent: true }).where(eq(rotationVersions.id, id));
}

// Advisory lock namespace of the rotation's replacements (the current row changes with each one).
const ROTATION_LOCK = 18_001;

/** Serialises replacements of the rotation until the transaction ends. */
export async function lockRotation(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROTATION_LOCK})`);
}
