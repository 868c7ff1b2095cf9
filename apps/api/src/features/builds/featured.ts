// Featured builds (docs/product.md, "Saved and featured builds"): editors mark a few public builds,
// and the builds index's banner shows the newest of them. Featuring is an edit of the build: one
// revision in its history (features/history), so a restore can undo it.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { FEATURED_BUILDS_MAX, type FeaturedBuild } from '@dfwiki/shared';
import type { Db } from '../../db/database';
import { iso } from '../../db/reads';
import { builds, users, weapons } from '../../db/schema';
import { NotFound } from '../../domain-errors';
import { type EditMeta, recordWrite } from '../history';
import { buildHistory } from './history';
import { isPublicBuild } from './repository';
import { setBuildFeatured } from './row-writes';
import { isPublicBuildId } from './saved-builds';

/**
 * Features or unfeatures a public build (any other id answers 404). Asking for the state it is
 * already in changes nothing and makes no revision.
 */
export async function featureBuild(db: Db, buildId: number, featured: boolean, meta: EditMeta) {
  return db.transaction((tx) =>
    recordWrite(tx, buildHistory, buildId, 'update', meta, async () => {
      // recordWrite has refused a trashed build; a pending one, or one of a trashed weapon, is not public.
      if (!(await isPublicBuildId(tx, buildId))) throw new NotFound('Build');
      await setBuildFeatured(tx, buildId, featured);
      const [row] = await tx
        .select({ featuredAt: builds.featuredAt })
        .from(builds)
        .where(eq(builds.id, buildId));
      const at = row!.featuredAt;
      return { id: buildId, featured: at !== null, featured_at: at === null ? null : iso(at) };
    }),
  );
}

/** The newest featured public builds (at most FEATURED_BUILDS_MAX), with their weapon and credit. */
export async function listFeaturedBuilds(db: Db): Promise<FeaturedBuild[]> {
  const rows = await db
    .select({
      id: builds.id,
      name: builds.name,
      code: builds.buildCode,
      featuredAt: builds.featuredAt,
      creatorName: builds.creatorName,
      authorName: users.nickname,
      weaponId: weapons.id,
      slug: weapons.slug,
      weaponName: weapons.name,
    })
    .from(builds)
    .innerJoin(weapons, and(eq(weapons.id, builds.weaponId), isNull(weapons.deletedAt)))
    .leftJoin(users, eq(users.id, builds.authorId))
    .where(and(isPublicBuild, isNotNull(builds.featuredAt)))
    .orderBy(desc(builds.featuredAt), desc(builds.id))
    .limit(FEATURED_BUILDS_MAX);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    build_code: r.code,
    weapon: { id: r.weaponId, slug: r.slug, name: r.weaponName },
    // Credited as the weapon page credits it: the account's nickname, else the written name.
    creator_name: r.authorName ?? r.creatorName,
    featured_at: iso(r.featuredAt!),
  }));
}
