// A player's saved builds (docs/product.md, "Saved and featured builds"): public builds kept on
// their account. Only a public build can be saved; one that later leaves the public reads (trashed,
// or its weapon trashed) stays saved but is not listed, and comes back if it is restored.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { SavedBuild } from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { iso } from '../../db/reads';
import { builds, savedBuilds, weapons } from '../../db/schema';
import { NotFound } from '../../domain-errors';
import { isPublicBuild } from './repository';

/** Whether the build is public: approved, not in the trash, on a weapon that is not either. */
export async function isPublicBuildId(db: Db | Tx, buildId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: builds.id })
    .from(builds)
    .innerJoin(weapons, and(eq(weapons.id, builds.weaponId), isNull(weapons.deletedAt)))
    .where(and(eq(builds.id, buildId), isPublicBuild));
  return row !== undefined;
}

/** The account's saved builds that are public now, newest saved first. */
export async function listSavedBuilds(db: Db, userId: number): Promise<SavedBuild[]> {
  const rows = await db
    .select({
      buildId: builds.id,
      name: builds.name,
      code: builds.buildCode,
      weaponId: weapons.id,
      slug: weapons.slug,
      weaponName: weapons.name,
      savedAt: savedBuilds.savedAt,
    })
    .from(savedBuilds)
    .innerJoin(builds, eq(builds.id, savedBuilds.buildId))
    .innerJoin(weapons, and(eq(weapons.id, builds.weaponId), isNull(weapons.deletedAt)))
    .where(and(eq(savedBuilds.userId, userId), isPublicBuild))
    .orderBy(desc(savedBuilds.savedAt), desc(savedBuilds.buildId));
  return rows.map((r) => ({
    build_id: r.buildId,
    name: r.name,
    build_code: r.code,
    weapon: { id: r.weaponId, slug: r.slug, name: r.weaponName },
    saved_at: iso(r.savedAt),
  }));
}

/** Saves a public build (saving it again changes nothing); any other build id is a 404. */
export async function saveBuild(db: Db, userId: number, buildId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await isPublicBuildId(tx, buildId))) throw new NotFound('Build');
    await tx.insert(savedBuilds).values({ userId, buildId }).onConflictDoNothing();
  });
}

/**
 * Takes a public build off the account's list (one not saved: nothing to do). A build that is not
 * public is a 404, as for a save, so the answer never tells whether a pending build exists.
 */
export async function unsaveBuild(db: Db, userId: number, buildId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await isPublicBuildId(tx, buildId))) throw new NotFound('Build');
    await tx.delete(savedBuilds).where(and(eq(savedBuilds.userId, userId), eq(savedBuilds.buildId, buildId)));
  });
}
