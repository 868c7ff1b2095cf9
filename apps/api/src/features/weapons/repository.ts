// Weapons in the database (Drizzle only). Reads carry everything the public pages show:
// category, TTK values (worked out by the engine on read, never stored), pros/cons, tags and builds
// (features/builds), in a handful of flat queries grouped in memory, not one query per weapon.
import { and, asc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import {
  parseIdOrSlug,
  presetTtkValues,
  slugify,
  type WeaponListItem,
  WeaponListItemSchema,
  weaponRating,
} from '@dfwiki/shared';
import { type OlderFigure, type WeaponInput } from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { countRows, iso } from '../../db/reads';
import { groupBy } from '../../db/group-by';
import { weaponColumns, type WeaponColumnsInput } from './row-columns';
import { updateRow } from '../../db/rows';
import { latestPrices } from '../prices';
import { loadBuilds, loadBuildSummaries } from '../builds';
import { engineFigures, loadTtkGear } from '../gear';
import { lastEdits } from '../history';
import {
  buildTags,
  weaponCategories,
  weaponProsCons,
  weapons,
  weaponTags,
  weaponModels,
  weaponViews,
} from '../../db/schema';

/** Weapons in the trash are in no public read. */
const live = isNull(weapons.deletedAt);

const LIST_FIELDS = Object.keys(WeaponListItemSchema.shape) as (keyof WeaponListItem)[];

export const countWeapons = (db: Db) => countRows(db, weapons, live);

/** One page of weapons for GET /weapons: the list fields only, each with build summaries. */
export async function listWeapons(
  db: Db,
  page: { limit: number; offset: number },
): Promise<WeaponListItem[]> {
  const rows = await loadWeapons(db, page, loadBuildSummaries);
  return rows.map((w) => Object.fromEntries(LIST_FIELDS.map((k) => [k, w[k]])) as WeaponListItem);
}

/** Finds one weapon, with its full builds, by numeric id or by slug. */
export async function findWeapon(db: Db, idOrSlug: string) {
  // Digits past the column's range name no row: "none", never an integer-overflow error.
  const named = parseIdOrSlug(idOrSlug);
  return named && (await loadWeapons(db, named, loadBuilds))[0];
}

/** Views live in weapon_views (view-counter.ts); a weapon without a row there has none yet. */
const storedViews = sql<number>`coalesce(${weaponViews.count}, 0)::int`;

async function loadWeapons<B>(
  db: Db,
  filter: { id?: number; slug?: string; limit?: number; offset?: number },
  buildsOf: (db: Db, weaponIds: number[]) => Promise<Map<number, B[]>>,
) {
  const where =
    filter?.id !== undefined
      ? eq(weapons.id, filter.id)
      : filter?.slug !== undefined
        ? eq(weapons.slug, filter.slug)
        : undefined;
  const query = db
    .select({
      w: weapons,
      category: { id: weaponCategories.id, name: weaponCategories.name },
      views: storedViews,
      model: weaponModels,
    })
    .from(weapons)
    .innerJoin(weaponCategories, eq(weaponCategories.id, weapons.categoryId))
    .leftJoin(weaponViews, eq(weaponViews.weaponId, weapons.id))
    .leftJoin(weaponModels, eq(weaponModels.weaponId, weapons.id))
    .where(and(live, where))
    .orderBy(asc(weapons.name), asc(weapons.id));
  const rows =
    filter?.limit !== undefined ? await query.limit(filter.limit).offset(filter.offset ?? 0) : await query;
  const ids = rows.map((r) => r.w.id);
  if (!ids.length) return [];
  const [ttk, prosConsRows, tagRows, buildsByWeapon, prices, edits] = await Promise.all([
    loadTtkGear(db),
    db
      .select()
      .from(weaponProsCons)
      .where(inArray(weaponProsCons.weaponId, ids))
      .orderBy(asc(weaponProsCons.position), asc(weaponProsCons.id)),
    db
      .select({ weaponId: weaponTags.weaponId, id: buildTags.id, name: buildTags.name })
      .from(weaponTags)
      .innerJoin(buildTags, eq(buildTags.id, weaponTags.tagId))
      .where(and(inArray(weaponTags.weaponId, ids), isNull(buildTags.deletedAt)))
      .orderBy(asc(buildTags.name)),
    buildsOf(db, ids),
    latestPrices(
      db,
      'weapon',
      rows.map((r) => r.w.slug),
    ),
    lastEdits(db, 'weapon', ids.map(String)),
  ]);
  const pcBy = groupBy(prosConsRows, (r) => r.weaponId);
  const tagBy = groupBy(tagRows, (r) => r.weaponId);
  return rows.map(({ w, category, views, model }) => {
    const pc = pcBy.get(w.id) ?? [];
    const price = prices.get(w.slug);
    const ttkValues = ttkValuesOf(w, category.name, model, ttk);
    return {
      id: w.id,
      slug: w.slug,
      object_id: model?.objectId ?? null,
      category,
      ...weaponFields(w),
      // Not stored: the rating is the TTK page's tier of the weapon (docs/product.md).
      tier: weaponRating({ ttk_values: ttkValues }),
      views,
      pros: pc.filter((p) => p.isPro).map((p) => ({ attribute_text: p.attributeText, is_pro: true })),
      cons: pc.filter((p) => !p.isPro).map((p) => ({ attribute_text: p.attributeText, is_pro: false })),
      ttk_values: ttkValues,
      builds: buildsByWeapon.get(w.id) ?? [],
      tags: (tagBy.get(w.id) ?? []).map((t) => ({ id: t.id, name: t.name })),
      updated_at: iso(w.updatedAt),
      version: edits.get(String(w.id))?.version ?? 0,
      last_edited_at: edits.get(String(w.id))?.at ?? null,
      ...weaponProvenance(w),
      older_figures: w.olderFigures as OlderFigure[],
      market_price: price?.price ?? null,
      market_price_as_of: price?.as_of ?? null,
      market_price_source: price?.source ?? null,
    };
  });
}

/** A weapon row's own fields under their API names (the read, and the history's state). */
export const weaponFields = (w: typeof weapons.$inferSelect) => ({
  name: w.name,
  category_id: w.categoryId,
  description: w.description,
  image_url: w.imageUrl,
  is_new: w.isNew,
  overview: w.overview,
  notes: w.notes,
  damage: w.damage,
  fire_rate: w.fireRate,
  range: w.range,
  capacity: w.capacity,
  reload_time: w.reloadTime,
  mobility: w.mobility,
  control: w.control,
  accuracy: w.accuracy,
  stability: w.stability,
  handling: w.handling,
  armor_pen: w.armorPen,
  recoil: w.recoil,
  hip_fire: w.hipFire,
});

/** Where a weapon row's sourced stats come from. */
export const weaponProvenance = (w: typeof weapons.$inferSelect) => ({
  stats_source: w.statsSource,
  stats_as_of: w.statsAsOf,
  base_stats_source: w.baseStatsSource,
  base_stats_as_of: w.baseStatsAsOf,
});

/** The four preset TTK figures of a weapon row, from its damage model (0 where there is none). */
function ttkValuesOf(
  w: typeof weapons.$inferSelect,
  category: string,
  model: typeof weaponModels.$inferSelect | null,
  gear: Awaited<ReturnType<typeof loadTtkGear>>,
) {
  return presetTtkValues(model && { category, ...engineFigures(w, model) }, gear);
}

/** The slug of every live weapon, for the sitemap (a page's title comes from its own read). */
export async function listWeaponHeads(db: Db) {
  return db
    .select({ slug: weapons.slug })
    .from(weapons)
    .where(live)
    .orderBy(asc(weapons.name), asc(weapons.id));
}

/** A weapon's written view count, or undefined when there is no such weapon. */
export async function weaponViewCount(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ views: storedViews })
    .from(weapons)
    .leftJoin(weaponViews, eq(weaponViews.weaponId, weapons.id))
    .where(and(live, eq(weapons.id, id)));
  return row?.views;
}

export async function listCategories(db: Db) {
  return db
    .select({ id: weaponCategories.id, name: weaponCategories.name })
    .from(weaponCategories)
    .orderBy(asc(weaponCategories.id));
}

// Writes. The service decides what may change; these only say how.

/** The weapon's slug from its name, with -2, -3… when it is taken. */
export async function uniqueSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name) || 'weapon';
  const taken = new Set(
    (
      await tx
        .select({ slug: weapons.slug })
        .from(weapons)
        .where(or(eq(weapons.slug, base), like(weapons.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** Replaces a weapon's pros/cons and tags. */
export async function replaceWeaponChildren(
  tx: Tx,
  weaponId: number,
  input: Pick<WeaponInput, 'pros' | 'cons' | 'tag_ids'>,
) {
  await tx.delete(weaponProsCons).where(eq(weaponProsCons.weaponId, weaponId));
  await tx.delete(weaponTags).where(eq(weaponTags.weaponId, weaponId));
  await insertWeaponChildren(tx, [{ weaponId, ...input }]);
}

/** The pros/cons and tags of one weapon, as an editor's write and the seed both give them. */
export type WeaponChildren = { weaponId: number } & Pick<WeaponInput, 'pros' | 'cons' | 'tag_ids'>;

/**
 * Adds the pros/cons and tag links of weapons that have none yet, one insert each for all of them:
 * the seed adds a few dozen weapons at once and a first start should stay fast.
 */
export async function insertWeaponChildren(tx: Tx, children: WeaponChildren[]) {
  const pc = children.flatMap(({ weaponId, pros, cons }) => [
    ...pros.map((t, position) => ({ weaponId, attributeText: t, isPro: true, position })),
    ...cons.map((t, position) => ({ weaponId, attributeText: t, isPro: false, position })),
  ]);
  if (pc.length) await tx.insert(weaponProsCons).values(pc);
  const tags = children.flatMap(({ weaponId, tag_ids }) => tag_ids.map((tagId) => ({ weaponId, tagId })));
  // A tag named twice is one link, not an error.
  if (tags.length) await tx.insert(weaponTags).values(tags).onConflictDoNothing();
}

/** A new weapon row: its columns, its slug and (for sourced weapons) their provenance and dates. */
const newWeaponRow = (input: WeaponColumnsInput, slug: string, sourced: SourcedWeaponColumns = {}) => ({
  ...weaponColumns(input),
  slug,
  ...sourced,
});

export async function insertWeapon(tx: Tx, input: WeaponColumnsInput, slug: string): Promise<number> {
  const [row] = await tx.insert(weapons).values(newWeaponRow(input, slug)).returning({ id: weapons.id });
  return row!.id;
}

/** What a weapon from the sourced game data carries besides an editor's columns (the seed's). */
export interface SourcedWeaponColumns extends ProvenanceColumns {
  nameOriginal?: string | null;
  olderFigures?: OlderFigure[];
  /** The editors' text is as old as its last edit, not the seeding (the pages show this date). */
  updatedAt?: string;
}

/** Inserts the weapons whose slug is not stored yet (one insert); returns the new ones' ids by slug. */
export async function insertNewWeapons(
  tx: Tx,
  rows: { input: WeaponColumnsInput; slug: string; sourced: SourcedWeaponColumns }[],
): Promise<Map<string, number>> {
  const inserted = await tx
    .insert(weapons)
    .values(rows.map((r) => newWeaponRow(r.input, r.slug, r.sourced)))
    .onConflictDoNothing()
    .returning({ id: weapons.id, slug: weapons.slug });
  return new Map(inserted.map((w) => [w.slug, w.id]));
}

/** The stored figures an editor's write is compared with (stat-provenance.ts). */
export async function storedWeaponStats(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      damage: weapons.damage,
      fire_rate: weapons.fireRate,
      range: weapons.range,
      capacity: weapons.capacity,
      recoil: weapons.recoil,
      control: weapons.control,
      stability: weapons.stability,
      hip_fire: weapons.hipFire,
    })
    .from(weapons)
    .where(eq(weapons.id, id));
  return row;
}

/** Provenance columns a write may clear (null: the figures are now the editor's) or a restore set. */
export interface ProvenanceColumns {
  statsSource?: string | null;
  statsAsOf?: string | null;
  baseStatsSource?: string | null;
  baseStatsAsOf?: string | null;
}

/** False when there is no such weapon. */
export const updateWeaponRow = (
  tx: Tx,
  id: number,
  input: WeaponColumnsInput,
  provenance: ProvenanceColumns = {},
) => updateRow(tx, weapons, id, { ...weaponColumns(input), ...provenance });
