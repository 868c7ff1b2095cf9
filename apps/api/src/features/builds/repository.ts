// Builds read from the database (Drizzle only): the public builds of weapons with their tags,
// attachments, credit and last edit. Writes are in row-writes.ts.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AttachmentType, BuildSummary } from '@dfwiki/shared';
import type { Db } from '../../db/database';
import { iso } from '../../db/reads';
import { groupBy } from '../../db/group-by';
import { buildAttachments, buildTagLinks, builds, buildTags, users } from '../../db/schema';
import { lastEdits } from '../history';

/**
 * Only approved builds outside the trash are public; submissions under review stay out of every
 * public read. (Reads take their weapon ids from weapon reads, which leave trashed weapons out.)
 */
export const isPublicBuild = and(eq(builds.status, 'approved'), isNull(builds.deletedAt))!;

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
  const [children, contributions, edits] = await Promise.all([
    loadBuildChildren(db, ids),
    contributionCounts(
      db,
      rows.map((r) => r.b),
    ),
    lastEdits(db, 'build', ids.map(String)),
  ]);
  const mapped = rows.map(({ b, authorName }) =>
    mapBuild(
      b,
      { name: authorName ?? b.creatorName, contributions: contributions(b) },
      { tags: children.tags(b.id), attachments: children.attachments(b.id) },
      edits.get(String(b.id)),
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

/** A build row's columns that a read and the history both show as stored (credit aside). */
export const storedBuildFields = (b: typeof builds.$inferSelect) => ({
  name: b.name,
  description: b.description,
  rating: b.rating,
  build_code: b.buildCode,
  weapon_builder_img: b.weaponBuilderImg,
  weapon_control_img: b.weaponControlImg,
  weapon_stats_img: b.weaponStatsImg,
  creator_avatar: b.creatorAvatar,
  control: b.control,
  handling: b.handling,
  stability: b.stability,
  accuracy: b.accuracy,
  range: b.range,
});

function mapBuild(
  b: typeof builds.$inferSelect,
  credit: { name: string; contributions: number },
  {
    tags,
    attachments,
  }: { tags: { id: number; name: string }[]; attachments: { name: string; type: AttachmentType }[] },
  edit: { version: number; at: string } | undefined,
) {
  return {
    id: b.id,
    weapon_id: b.weaponId,
    ...storedBuildFields(b),
    creator_name: credit.name,
    creator_contributions: credit.contributions,
    source: b.source,
    submitted_at: b.submittedAt === null ? null : iso(b.submittedAt),
    featured: b.featuredAt !== null,
    tags,
    attachments,
    created_at: iso(b.createdAt),
    updated_at: iso(b.updatedAt),
    version: edit?.version ?? 0,
    last_edited_at: edit?.at ?? null,
  };
}

/** One build of one weapon, in full. */
export async function findBuild(db: Db, weaponId: number, buildId: number) {
  return (await loadBuilds(db, [weaponId])).get(weaponId)?.find((b) => b.id === buildId);
}
