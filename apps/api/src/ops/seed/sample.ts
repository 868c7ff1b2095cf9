// Sample data: seeded once into an empty database (first start), or by hand with `npm run db:seed`.
// A marker row in app_meta makes a second start seed nothing twice.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appMeta, buildTags, itemPrices, itemTypes } from '../../db/schema';
import { SEED_ITEM_PRICES } from './item-prices';
import { loadSampleBuilds } from './load-builds';
import { loadSourcedGear } from './load-gear';
import { loadSourcedItems } from './load-items';
import { loadSourcedKeycards } from './load-keycards';
import { loadSampleWeapons } from './load-weapons';
import { loadSourcedRotation } from './rotation';
import { SEED_ITEM_TYPES, SEED_TAGS } from '../../db/seed/lookups';
import { SEED_MARKER, SEED_SKIPPED } from './marker';

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

    const weaponIds = await loadSampleWeapons(tx);
    await loadSampleBuilds(tx, weaponIds);

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
    // Rounds, armour and the weapons' damage models (the TTK engine's inputs).
    await loadSourcedGear(tx);
    // Every market item, its wear states and its sourced daily prices.
    await loadSourcedItems(tx);

    await tx
      .insert(appMeta)
      .values({ key: SEED_MARKER, value: new Date().toISOString() })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: new Date().toISOString() } });
    return true;
  });
}

/** Empties every content table and its revisions (keeps users, roles, sessions and the audit log). Used by `npm run db:reset`. */
export async function clearContent(db: Db): Promise<void> {
  await db.execute(sql`truncate table item_price_points, item_variants, items, item_prices, price_history, keycard_difficulties, keycard_items, keycards,
    build_attachments, build_tag_links, builds, weapon_tags, weapon_pros_cons, weapons,
    build_tags, item_types, rotation_versions, rounds, armor_pieces, weapon_models, revisions restart identity cascade`);
  await db.delete(appMeta).where(eq(appMeta.key, SEED_MARKER));
}
