// The sample builds and their tags (seed/builds.ts), inserted by seedSampleData for the weapons it
// has just inserted: one insert each, so a first start stays fast.
import type { Tx } from '../database';
import { buildTagLinks, builds, buildTags } from '../schema';
import { buildColumns } from '../row-columns';
import { BUILD_CODE_SOURCE, BUILD_CODES_IMPORTED_AT, SEED_BUILDS } from './builds';
import { byName, must } from './lookup-ids';

/** Inserts the builds of the weapons in `weaponIds` (slug → id). */
export async function loadSampleBuilds(tx: Tx, weaponIds: Map<string, number>): Promise<void> {
  const tagIds = byName(await tx.select().from(buildTags));
  const seededBuilds = SEED_BUILDS.filter((b) => weaponIds.has(b.weapon_slug));
  if (!seededBuilds.length) return;
  const insertedBuilds = await tx
    .insert(builds)
    .values(
      seededBuilds.map((b) => ({
        ...buildColumns({ ...b, creator_name: '' }),
        weaponId: weaponIds.get(b.weapon_slug)!,
        source: BUILD_CODE_SOURCE,
        // Dated by the import, not by this database's first start (docs/game-data.md).
        createdAt: BUILD_CODES_IMPORTED_AT,
        updatedAt: BUILD_CODES_IMPORTED_AT,
      })),
    )
    .returning({ id: builds.id, code: builds.buildCode });
  const buildIds = new Map(insertedBuilds.map((b) => [b.code, b.id]));
  const buildTagRows = seededBuilds.flatMap((b) =>
    b.tags.map((t) => ({ buildId: buildIds.get(b.build_code)!, tagId: must(tagIds, t, 'tag') })),
  );
  if (buildTagRows.length) await tx.insert(buildTagLinks).values(buildTagRows).onConflictDoNothing();
}
