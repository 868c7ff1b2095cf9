// The sample builds and their tags (seed/builds.ts), inserted by seedSampleData for the weapons it
// has just inserted, through the builds feature's writes.
import type { Tx } from '../../db/database';
import { buildTags } from '../../db/schema';
import { insertBuildsWithTags } from '../../features/builds';
import { BUILD_CODE_SOURCE, BUILD_CODES_IMPORTED_AT, SEED_BUILDS } from './builds';
import { byName, must } from './lookup-ids';

/** Inserts the builds of the weapons in `weaponIds` (slug → id). */
export async function loadSampleBuilds(tx: Tx, weaponIds: Map<string, number>): Promise<void> {
  const tagIds = byName(await tx.select().from(buildTags));
  await insertBuildsWithTags(
    tx,
    SEED_BUILDS.filter((b) => weaponIds.has(b.weapon_slug)).map((b) => ({
      input: { ...b, creator_name: '' },
      row: {
        weaponId: weaponIds.get(b.weapon_slug)!,
        source: BUILD_CODE_SOURCE,
        // Dated by the import, not by this database's first start (docs/game-data.md).
        createdAt: BUILD_CODES_IMPORTED_AT,
        updatedAt: BUILD_CODES_IMPORTED_AT,
      },
      tag_ids: b.tags.map((t) => must(tagIds, t, 'tag')),
    })),
  );
}
