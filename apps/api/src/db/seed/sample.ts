// Sample data: seeded once into an empty database (first start), or by hand with `npm run db:seed`.
// A marker row in app_meta makes a second start seed nothing twice.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import {
  appMeta,
  buildTagLinks,
  builds,
  buildTags,
  itemPrices,
  itemTypes,
  ttkValues,
  weaponCategories,
  weaponProsCons,
  weapons,
  weaponTags,
} from '../schema';
import { BUILD_CODE_SOURCE, BUILD_CODES_IMPORTED_AT, SEED_BUILDS } from './builds';
import { SEED_ITEM_PRICES } from './item-prices';
import { loadSourcedKeycards } from './load-keycards';
import { byName, must } from './lookup-ids';
import { loadSourcedRotation } from './rotation';
import { SEED_ITEM_TYPES, SEED_TAGS } from './lookups';
import { SEED_WEAPONS } from './weapons';
import { buildColumns } from '../../features/builds';
import { weaponColumns } from '../../features/weapons/repository';

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

/**
 * Inserts the sample data in one transaction (the reference lists must be there: prepareContent).
 * Returns false when it was already there.
 */
export async function seedSampleData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_MARKER));
    if (marker && marker.value !== SEED_SKIPPED) return false;

    await tx
      .insert(itemTypes)
      .values(SEED_ITEM_TYPES.map((t) => ({ name: t.name, imageUrl: t.image_url })))
      .onConflictDoNothing();
    await tx
      .insert(buildTags)
      .values(SEED_TAGS.map((name) => ({ name })))
      .onConflictDoNothing();

    const categoryIds = byName(await tx.select().from(weaponCategories));
    const tagIds = byName(await tx.select().from(buildTags));

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
    const ttk = seededWeapons.flatMap((w) =>
      w.ttk.map((t) => ({
        weaponId: weaponIds.get(w.slug)!,
        ammoType: t.ammo_type,
        targetArea: t.target_area,
        ttkValue: t.ttk_value,
      })),
    );
    if (ttk.length) await tx.insert(ttkValues).values(ttk);
    const wTags = seededWeapons.flatMap((w) =>
      w.tags.map((tag) => ({ weaponId: weaponIds.get(w.slug)!, tagId: must(tagIds, tag, 'tag') })),
    );
    if (wTags.length) await tx.insert(weaponTags).values(wTags).onConflictDoNothing();

    // Builds, their tags: one insert each (a first start stays fast).
    const seededBuilds = SEED_BUILDS.filter((b) => weaponIds.has(b.weapon_slug));
    const insertedBuilds = seededBuilds.length
      ? await tx
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
          .returning({ id: builds.id, code: builds.buildCode })
      : [];
    const buildIds = new Map(insertedBuilds.map((b) => [b.code, b.id]));
    const buildTagRows = seededBuilds.flatMap((b) =>
      b.tags.map((t) => ({ buildId: buildIds.get(b.build_code)!, tagId: must(tagIds, t, 'tag') })),
    );
    if (buildTagRows.length) await tx.insert(buildTagLinks).values(buildTagRows).onConflictDoNothing();

    await loadSourcedKeycards(tx);

    const prices = SEED_ITEM_PRICES.filter((p) => p.kind === 'storage' || weaponIds.has(p.item_key));
    if (prices.length)
      await tx
        .insert(itemPrices)
        .values(
          prices.map((p) => ({
            kind: p.kind,
            itemKey: p.item_key,
            price: p.price,
            asOf: p.as_of,
            source: p.source,
          })),
        )
        .onConflictDoNothing();

    // Every sourced version of the map rotation, the newest current.
    await loadSourcedRotation(tx);

    await tx
      .insert(appMeta)
      .values({ key: SEED_MARKER, value: new Date().toISOString() })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: new Date().toISOString() } });
    return true;
  });
}

/** Empties every content table (keeps users, roles and sessions). Used by `npm run db:reset`. */
export async function clearContent(db: Db): Promise<void> {
  await db.execute(sql`truncate table item_prices, price_history, keycard_difficulties, keycard_items, keycards,
    build_attachments, build_tag_links, builds, weapon_tags, ttk_values, weapon_pros_cons, weapons,
    build_tags, item_types, rotation_versions restart identity cascade`);
  await db.delete(appMeta).where(eq(appMeta.key, SEED_MARKER));
}
