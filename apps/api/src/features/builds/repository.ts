// Builds in the database (Drizzle only): the public builds of weapons with their tags, attachments
// and credit, and the build writes the build and submission services compose.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AttachmentType, BuildInput, BuildSummary } from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { iso } from '../../db/reads';
import { groupBy } from '../../db/group-by';
import { buildColumns } from '../../db/row-columns';
import { buildAttachments, buildTagLinks, builds, buildTags, users, weapons } from '../../db/schema';

/** Only approved builds are public; submissions under review stay out of every public read. */
export const isPublicBuild = eq(builds.status, 'approved');

/** The public builds of these weapons, with tags, attachments and credit, in rating order. */
export async function loadBuilds(db: Db, weaponIds: number[]) {
  if (!weaponIds.length) return new Map<number, ReturnType<typeof mapBuild>[]>();
  const rows = await db
    .select({ b: builds, authorName: users.nickname })
    .from(builds)
    .leftJoin(users, eq(users.id, builds.authorId))
    .where(and(inArray(builds.weaponId, weaponIds), isPublicBuild))
    .orderBy(desc(builds.rating), asc(builds.id));
  const ids = rows.map((r) => r.b.id);
  const [children, contributions] = await Promise.all([
    loadBuildChildren(db, ids),
    contributionCounts(
      db,
      rows.map((r) => r.b),
    ),
  ]);
  const mapped = rows.map(({ b, authorName }) =>
    mapBuild(
      b,
      { name: authorName ?? b.creatorName, contributions: contributions(b) },
      children.tags(b.id),
      children.attachments(b.id),
    ),
  );
  return groupBy(mapped, (b) => b.weapon_id);
}

/** The tags (by name) and attachments (in order) of the given builds. */
export async function loadBuildChildren(db: Db, buildIds: number[]) {
  const [tagRows, attachmentRows] = buildIds.length
    ? await Promise.all([
        db
          .select({ buildId: buildTagLinks.buildId, id: buildTags.id, name: buildTags.name })
          .from(buildTagLinks)
          .innerJoin(buildTags, and(eq(buildTags.id, buildTagLinks.tagId), isNull(buildTags.deletedAt)))
          .where(inArray(buildTagLinks.buildId, buildIds))
          .orderBy(asc(buildTags.name)),
        db
          .select()
          .from(buildAttachments)
          .where(inArray(buildAttachments.buildId, buildIds))
          .orderBy(asc(buildAttachments.position), asc(buildAttachments.id)),
      ])
    : [[], []];
  const tagsByBuild = groupBy(tagRows, (r) => r.buildId);
  const attByBuild = groupBy(attachmentRows, (r) => r.buildId);
  return {
    tags: (id: number) => (tagsByBuild.get(id) ?? []).map((t) => ({ id: t.id, name: t.name })),
    attachments: (id: number) =>
      (attByBuild.get(id) ?? []).map((a) => ({ name: a.name, type: a.type as AttachmentType })),
  };
}

/**
 * How many approved builds each build's author has: counted per account when the build has one,
 * else per written creator name (builds taken from a published list). An empty name counts 0.
 */
async function contributionCounts(db: Db, rows: (typeof builds.$inferSelect)[]) {
  const authorIds = [...new Set(rows.flatMap((b) => (b.authorId === null ? [] : [b.authorId])))];
  const names = [
    ...new Set(rows.flatMap((b) => (b.authorId === null && b.creatorName ? [b.creatorName] : []))),
  ];
  const count = sql<number>`count(*)::int`;
  const [byAuthor, byName] = await Promise.all([
    authorIds.length
      ? db
          .select({ key: builds.authorId, n: count })
          .from(builds)
          .where(and(isPublicBuild, inArray(builds.authorId, authorIds)))
          .groupBy(builds.authorId)
      : [],
    names.length
      ? db
          .select({ key: builds.creatorName, n: count })
          .from(builds)
          .where(and(isPublicBuild, isNull(builds.authorId), inArray(builds.creatorName, names)))
          .groupBy(builds.creatorName)
      : [],
  ]);
  const authorCounts = new Map(byAuthor.map((r) => [r.key, r.n]));
  const nameCounts = new Map(byName.map((r) => [r.key, r.n]));
  return (b: typeof builds.$inferSelect) =>
    b.authorId !== null ? (authorCounts.get(b.authorId) ?? 0) : (nameCounts.get(b.creatorName) ?? 0);
}

/** Builds as a weapon list carries them: id, name, rating, tags, updated_at. */
export async function loadBuildSummaries(db: Db, weaponIds: number[]) {
  if (!weaponIds.length) return new Map<number, BuildSummary[]>();
  const rows = await db
    .select({
      id: builds.id,
      weaponId: builds.weaponId,
      name: builds.name,
      rating: builds.rating,
      updatedAt: builds.updatedAt,
    })
    .from(builds)
    .where(and(inArray(builds.weaponId, weaponIds), isPublicBuild))
    .orderBy(desc(builds.rating), asc(builds.id));
  const tagRows = rows.length
    ? await db
        .select({ buildId: buildTagLinks.buildId, id: buildTags.id, name: buildTags.name })
        .from(buildTagLinks)
        .innerJoin(buildTags, and(eq(buildTags.id, buildTagLinks.tagId), isNull(buildTags.deletedAt)))
        .where(
          inArray(
            buildTagLinks.buildId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(buildTags.name))
    : [];
  const tagsByBuild = groupBy(tagRows, (r) => r.buildId);
  const byWeapon = new Map<number, BuildSummary[]>();
  for (const b of rows) {
    const list = byWeapon.get(b.weaponId) ?? [];
    list.push({
      id: b.id,
      name: b.name,
      rating: b.rating,
      tags: (tagsByBuild.get(b.id) ?? []).map((t) => ({ id: t.id, name: t.name })),
      updated_at: iso(b.updatedAt),
    });
    byWeapon.set(b.weaponId, list);
  }
  return byWeapon;
}

function mapBuild(
  b: typeof builds.$inferSelect,
  credit: { name: string; contributions: number },
  tags: { id: number; name: string }[],
  attachments: { name: string; type: AttachmentType }[],
) {
  return {
    id: b.id,
    weapon_id: b.weaponId,
    name: b.name,
    description: b.description,
    rating: b.rating,
    build_code: b.buildCode,
    weapon_builder_img: b.weaponBuilderImg,
    weapon_control_img: b.weaponControlImg,
    weapon_stats_img: b.weaponStatsImg,
    creator_name: credit.name,
    creator_avatar: b.creatorAvatar,
    creator_contributions: credit.contributions,
    source: b.source,
    submitted_at: b.submittedAt === null ? null : iso(b.submittedAt),
    control: b.control,
    handling: b.handling,
    stability: b.stability,
    accuracy: b.accuracy,
    range: b.range,
    tags,
    attachments,
    created_at: iso(b.createdAt),
    updated_at: iso(b.updatedAt),
  };
}

/** One build of one weapon, in full. */
export async function findBuild(db: Db, weaponId: number, buildId: number) {
  return (await loadBuilds(db, [weaponId])).get(weaponId)?.find((b) => b.id === buildId);
}

/** Replaces a build's tag links and attachments. */
export async function replaceBuildChildren(
  tx: Tx,
  buildId: number,
  input: Pick<BuildInput, 'tag_ids' | 'attachments'>,
) {
  await tx.delete(buildTagLinks).where(eq(buildTagLinks.buildId, buildId));
  await tx.delete(buildAttachments).where(eq(buildAttachments.buildId, buildId));
  if (input.tag_ids.length)
    await tx.insert(buildTagLinks).values(input.tag_ids.map((tagId) => ({ buildId, tagId })));
  if (input.attachments.length)
    await tx
      .insert(buildAttachments)
      .values(input.attachments.map((a, position) => ({ buildId, name: a.name, type: a.type, position })));
}

// Writes. The service decides what may change; these only say how.

/** A weapon counts as updated when one of its public builds changes. */
export async function touchWeapon(tx: Tx, weaponId: number) {
  await tx.update(weapons).set({ updatedAt: new Date().toISOString() }).where(eq(weapons.id, weaponId));
}

export async function weaponExists(tx: Tx, weaponId: number): Promise<boolean> {
  const [row] = await tx.select({ id: weapons.id }).from(weapons).where(eq(weapons.id, weaponId));
  return row !== undefined;
}

export async function insertBuild(tx: Tx, values: typeof builds.$inferInsert): Promise<number> {
  const [row] = await tx.insert(builds).values(values).returning({ id: builds.id });
  return row!.id;
}

/** False when the weapon has no such public build. */
export async function updatePublicBuild(
  tx: Tx,
  weaponId: number,
  buildId: number,
  input: BuildInput,
): Promise<boolean> {
  const rows = await tx
    .update(builds)
    .set({ ...buildColumns(input), updatedAt: new Date().toISOString() })
    .where(and(eq(builds.id, buildId), eq(builds.weaponId, weaponId), isPublicBuild))
    .returning({ id: builds.id });
  return rows.length > 0;
}

export async function deletePublicBuild(db: Db, weaponId: number, buildId: number): Promise<boolean> {
  const rows = await db
    .delete(builds)
    .where(and(eq(builds.id, buildId), eq(builds.weaponId, weaponId), isPublicBuild))
    .returning({ id: builds.id });
  return rows.length > 0;
}
