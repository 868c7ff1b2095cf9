// Sample data: seeded once into an empty database (first start), or by hand with `npm run db:seed`.
// A marker row in app_meta makes a second start seed nothing twice.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { ensureReferenceData } from '../reference-data';
import {
  appMeta,
  buildAttachments,
  buildTagLinks,
  builds,
  buildTags,
  difficulties,
  itemTypes,
  keycardDifficulties,
  keycardItems,
  keycards,
  maps,
  priceHistory,
  ttkValues,
  weaponCategories,
  weaponProsCons,
  weapons,
  weaponTags,
} from '../schema';
import { SEED_BUILDS } from './builds';
import { SEED_KEYCARDS } from './keycards';
import { SEED_ITEM_TYPES, SEED_TAGS } from './lookups';
import { SEED_WEAPONS } from './weapons';

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

const byName = <T extends { id: number; name: string }>(rows: T[]) =>
  new Map(rows.map((r) => [r.name, r.id]));

function must<T>(map: Map<string, T>, key: string, what: string): T {
  const v = map.get(key);
  if (v === undefined) throw new Error(`Seed data refers to unknown ${what} '${key}'`);
  return v;
}

/** Inserts the sample data in one transaction. Returns false when it was already there. */
export async function seedSampleData(db: Db): Promise<boolean> {
  await ensureReferenceData(db);
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
    const itemTypeIds = byName(await tx.select().from(itemTypes));
    const mapIds = byName(await tx.select().from(maps));
    const difficultyIds = byName(await tx.select().from(difficulties));

    const insertedWeapons = await tx
      .insert(weapons)
      .values(
        SEED_WEAPONS.map((w) => ({
          slug: w.slug,
          name: w.name,
          categoryId: must(categoryIds, w.category, 'category'),
          tier: w.tier,
          description: w.description,
          isNew: w.is_new,
          overview: w.overview,
          notes: w.notes,
          damage: w.damage,
          fireRate: w.fire_rate,
          range: w.range,
          capacity: w.capacity,
          reloadTime: w.reload_time,
          mobility: w.mobility,
          control: w.control,
          accuracy: w.accuracy,
          stability: w.stability,
          handling: w.handling,
          armorPen: w.armor_pen,
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

    for (const b of SEED_BUILDS) {
      const weaponId = weaponIds.get(b.weapon_slug);
      if (!weaponId) continue;
      const [build] = await tx
        .insert(builds)
        .values({
          weaponId,
          name: b.name,
          description: b.description,
          rating: b.rating,
          buildCode: b.build_code,
          creatorName: b.creator_name,
          creatorContributions: b.creator_contributions,
          control: b.control,
          handling: b.handling,
          stability: b.stability,
          accuracy: b.accuracy,
          range: b.range,
          updatedAt: b.updated_at,
          createdAt: b.updated_at,
        })
        .returning({ id: builds.id });
      if (b.tags.length)
        await tx
          .insert(buildTagLinks)
          .values(b.tags.map((t) => ({ buildId: build!.id, tagId: must(tagIds, t, 'tag') })))
          .onConflictDoNothing();
      if (b.attachments.length)
        await tx.insert(buildAttachments).values(
          b.attachments.map((a, position) => ({
            buildId: build!.id,
            name: a.name,
            type: a.type,
            position,
          })),
        );
    }

    const newCards = await tx
      .insert(keycards)
      .values(
        SEED_KEYCARDS.map((k) => ({
          id: k.id,
          name: k.name,
          nameOriginal: k.name_cn,
          durability: k.durability,
          cardValue: k.card_value,
          mapId: must(mapIds, k.map, 'map'),
          rarityId: k.rarity,
          location: k.location,
          roomInfo: k.room_info,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: keycards.id });
    const newCardIds = new Set(newCards.map((c) => c.id));
    const cards = SEED_KEYCARDS.filter((k) => newCardIds.has(k.id));
    const items = cards.flatMap((k) =>
      k.items.map((i) => ({
        keycardId: k.id,
        itemTypeId: must(itemTypeIds, i.item_type, 'item type'),
        quantity: i.quantity,
      })),
    );
    if (items.length) await tx.insert(keycardItems).values(items);
    const diffs = cards.flatMap((k) =>
      k.difficulties.map((d) => ({
        keycardId: k.id,
        difficultyId: must(difficultyIds, d.name, 'difficulty'),
        cost: d.cost,
        isAvailable: d.is_available,
      })),
    );
    if (diffs.length) await tx.insert(keycardDifficulties).values(diffs);
    const history = cards.flatMap((k) =>
      k.price_history.map((h) => ({
        keycardId: k.id,
        oldValue: h.old_value,
        newValue: h.new_value,
        changedAt: h.changed_at,
      })),
    );
    if (history.length) await tx.insert(priceHistory).values(history);

    await tx
      .insert(appMeta)
      .values({ key: SEED_MARKER, value: new Date().toISOString() })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: new Date().toISOString() } });
    return true;
  });
}

/** Empties every content table (keeps users, roles and sessions). Used by `npm run db:reset`. */
export async function clearContent(db: Db): Promise<void> {
  await db.execute(sql`truncate table price_history, keycard_difficulties, keycard_items, keycards,
    build_attachments, build_tag_links, builds, weapon_tags, ttk_values, weapon_pros_cons, weapons,
    build_tags, item_types restart identity cascade`);
  await db.delete(appMeta).where(eq(appMeta.key, SEED_MARKER));
}
