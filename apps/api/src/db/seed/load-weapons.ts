// The sample weapons with their pros and cons and tags (seed/weapons.ts), inserted by
// seedSampleData. A weapon whose slug is already stored is left as it is.
import type { Tx } from '../database';
import { buildTags, weaponCategories, weaponProsCons, weapons, weaponTags } from '../schema';
import { weaponColumns } from '../row-columns';
import { byName, must } from './lookup-ids';
import { SEED_WEAPONS } from './weapons';

/** Inserts the sample weapons not stored yet and their parts; returns the new weapons' ids by slug. */
export async function loadSampleWeapons(tx: Tx): Promise<Map<string, number>> {
  const categoryIds = byName(await tx.select().from(weaponCategories));

  const insertedWeapons = await tx
    .insert(weapons)
    .values(
      SEED_WEAPONS.map((w) => ({
        ...weaponColumns({ ...w, category_id: must(categoryIds, w.category, 'category') }),
        slug: w.slug,
        nameOriginal: w.name_cn,
        statsSource: w.stats_source,
        statsAsOf: w.stats_as_of,
        baseStatsSource: w.base_stats_source,
        baseStatsAsOf: w.base_stats_as_of,
        olderFigures: w.older_figures,
        // The editors' text is as old as its last edit, not the seeding (the pages show this date).
        updatedAt: w.updated_at,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: weapons.id, slug: weapons.slug });
  const weaponIds = new Map(insertedWeapons.map((w) => [w.slug, w.id]));
  const seededWeapons = SEED_WEAPONS.filter((w) => weaponIds.has(w.slug));

  const prosCons = seededWeapons.flatMap((w) => [
    ...w.pros.map((text, position) => ({
      weaponId: weaponIds.get(w.slug)!,
      attributeText: text,
      isPro: true,
      position,
    })),
    ...w.cons.map((text, position) => ({
      weaponId: weaponIds.get(w.slug)!,
      attributeText: text,
      isPro: false,
      position,
    })),
  ]);
  if (prosCons.length) await tx.insert(weaponProsCons).values(prosCons);
  const tagIds = byName(await tx.select().from(buildTags));
  const wTags = seededWeapons.flatMap((w) =>
    w.tags.map((tag) => ({ weaponId: weaponIds.get(w.slug)!, tagId: must(tagIds, tag, 'tag') })),
  );
  if (wTags.length) await tx.insert(weaponTags).values(wTags).onConflictDoNothing();
  return weaponIds;
}
