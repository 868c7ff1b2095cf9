// The sample weapons with their pros and cons and tags (seed/weapons.ts), inserted by
// seedSampleData through the weapons feature's writes. A weapon whose slug is already stored is
// left as it is.
import type { Tx } from '../../db/database';
import { buildTags, weaponCategories } from '../../db/schema';
import { insertNewWeapons, insertWeaponChildren } from '../../features/weapons';
import { byName, must } from './lookup-ids';
import { SEED_WEAPONS } from './weapons';

/** Inserts the sample weapons not stored yet and their parts; returns the new weapons' ids by slug. */
export async function loadSampleWeapons(tx: Tx): Promise<Map<string, number>> {
  const categoryIds = byName(await tx.select().from(weaponCategories));
  const weaponIds = await insertNewWeapons(
    tx,
    SEED_WEAPONS.map((w) => ({
      input: { ...w, category_id: must(categoryIds, w.category, 'category') },
      slug: w.slug,
      sourced: {
        nameOriginal: w.name_cn,
        statsSource: w.stats_source,
        statsAsOf: w.stats_as_of,
        baseStatsSource: w.base_stats_source,
        baseStatsAsOf: w.base_stats_as_of,
        olderFigures: w.older_figures,
        updatedAt: w.updated_at,
      },
    })),
  );
  const tagIds = byName(await tx.select().from(buildTags));
  await insertWeaponChildren(
    tx,
    SEED_WEAPONS.filter((w) => weaponIds.has(w.slug)).map((w) => ({
      weaponId: weaponIds.get(w.slug)!,
      pros: w.pros,
      cons: w.cons,
      tag_ids: w.tags.map((tag) => must(tagIds, tag, 'tag')),
    })),
  );
  return weaponIds;
}
