// Guides and their reviews in the database (Drizzle only). A guide row holds its Markdown; the
// service renders it. Nicknames are joined at read time, so a renamed account shows its new name.
import { and, asc, desc, eq, gte, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GuideListQuery, GuideStatus, Review } from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { iso } from '../../db/reads';
import { guideReviews, guides, revisions, users } from '../../db/schema';

export type GuideRow = typeof guides.$inferSelect & { authorNickname: string | null };

const reviewers = alias(users, 'guide_reviewers');
const GUIDE_LIMIT_LOCK = 16_010;

const guideQuery = (db: Db | Tx) =>
  db
    .select({ g: guides, authorNickname: users.nickname })
    .from(guides)
    .leftJoin(users, eq(users.id, guides.authorId))
    .$dynamic();

const toRow = ({ g, authorNickname }: { g: typeof guides.$inferSelect; authorNickname: string | null }) => ({
  ...g,
  authorNickname,
});

const live = isNull(guides.deletedAt);

/** A live guide by id or slug, whatever its status (the caller decides who may see it). */
export async function findGuideRow(db: Db | Tx, ref: { id: number } | { slug: string }) {
  const match = 'id' in ref ? eq(guides.id, ref.id) : eq(guides.slug, ref.slug);
  const [row] = await guideQuery(db).where(and(match, live));
  return row ? toRow(row) : undefined;
}

/** `%` and `_` typed by a reader are letters, not patterns. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of guides in a status: published newest first, a review queue oldest first. */
export async function listGuideRows(db: Db, q: GuideListQuery) {
  const where: SQL[] = [live, eq(guides.status, q.status)];
  if (q.category) where.push(eq(guides.category, q.category));
  if (q.language) where.push(eq(guides.language, q.language));
  if (q.subject_type) where.push(eq(guides.subjectType, q.subject_type));
  if (q.subject_id) where.push(eq(guides.subjectId, q.subject_id));
  if (q.q) where.push(or(ilike(guides.title, likeText(q.q)), ilike(guides.body, likeText(q.q)))!);
  const filter = and(...where);
  const order =
    q.status === 'published'
      ? [desc(guides.publishedAt), desc(guides.id)]
      : [asc(guides.updatedAt), asc(guides.id)];
  const [rows, [count]] = await Promise.all([
    guideQuery(db)
      .where(filter)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(guides)
      .where(filter),
  ]);
  return { rows: rows.map(toRow), total: count?.n ?? 0 };
}

/** Every live guide of one writer, newest first. */
export async function listOwnGuideRows(db: Db, authorId: number) {
  const rows = await guideQuery(db)
    .where(and(eq(guides.authorId, authorId), live))
    .orderBy(desc(guides.createdAt), desc(guides.id));
  return rows.map(toRow);
}

/** The published guides the sitemap and the search index list: slug, title, language, last edit. */
export function listPublishedGuideHeads(db: Db) {
  return db
    .select({
      slug: guides.slug,
      title: guides.title,
      language: guides.language,
      updatedAt: guides.updatedAt,
    })
    .from(guides)
    .where(and(live, eq(guides.status, 'published')))
    .orderBy(asc(guides.id));
}

/** Every decision on these guides, newest first, by guide id. */
export async function reviewsOf(db: Db | Tx, guideIds: number[]): Promise<Map<number, Review[]>> {
  const byGuide = new Map<number, Review[]>();
  if (!guideIds.length) return byGuide;
  const rows = await db
    .select({ r: guideReviews, reviewer: reviewers.nickname })
    .from(guideReviews)
    .leftJoin(reviewers, eq(reviewers.id, guideReviews.reviewerId))
    .where(inArray(guideReviews.guideId, guideIds))
    .orderBy(desc(guideReviews.decidedAt), desc(guideReviews.id));
  for (const { r, reviewer } of rows) {
    const list = byGuide.get(r.guideId) ?? [];
    list.push({
      decision: r.decision as Review['decision'],
      note: r.note,
      reviewer,
      decided_at: iso(r.decidedAt),
    });
    byGuide.set(r.guideId, list);
  }
  return byGuide;
}

/** Serialises one writer's new guides, so two at once cannot both pass the daily limit. */
export async function lockWriter(tx: Tx, authorId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${GUIDE_LIMIT_LOCK}, ${authorId})`);
}

/** How many guides the writer started since `since` (trashed ones count: they were written). */
export async function countStartedSince(tx: Tx, authorId: number, since: Date) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(guides)
    .where(and(eq(guides.authorId, authorId), gte(guides.createdAt, since.toISOString())));
  return row?.n ?? 0;
}

/** Whether a slug is taken by any guide, trashed ones included (a restore must not clash). */
export async function slugTaken(tx: Tx, slug: string, exceptId?: number) {
  const rows = await tx.select({ id: guides.id }).from(guides).where(eq(guides.slug, slug));
  return rows.some((r) => r.id !== exceptId);
}

export async function insertGuide(tx: Tx, values: typeof guides.$inferInsert) {
  const [row] = await tx.insert(guides).values(values).returning({ id: guides.id });
  return row!.id;
}

/** Writes a guide's columns and marks it changed now. */
export async function updateGuide(tx: Tx, id: number, values: Partial<typeof guides.$inferInsert>) {
  await tx
    .update(guides)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(guides.id, id));
}

/** Sets the review state without touching the last edit (a decision is not an edit of the text). */
export async function setGuideStatus(tx: Tx, id: number, status: GuideStatus, publishedAt?: string) {
  await tx
    .update(guides)
    .set(publishedAt ? { status, publishedAt } : { status })
    .where(eq(guides.id, id));
}

export async function recordGuideReview(
  tx: Tx,
  review: { guideId: number; reviewerId: number; decision: string; note: string },
) {
  await tx.insert(guideReviews).values(review);
}

export async function softDeleteGuide(tx: Tx, id: number) {
  await tx.update(guides).set({ deletedAt: new Date().toISOString() }).where(eq(guides.id, id));
}

/**
 * The revision that first published a live, published guide: where its public history starts
 * (the drafts before it were never public). Undefined for any other guide.
 */
export async function publishingRevision(db: Db, id: number): Promise<number | undefined> {
  const row = await findGuideRow(db, { id });
  if (row?.status !== 'published') return undefined;
  const [first] = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(
      and(
        eq(revisions.entity, 'guide'),
        eq(revisions.entityId, String(id)),
        sql`${revisions.changes} @> ${JSON.stringify([{ field: 'status', to: 'published' }])}::jsonb`,
      ),
    )
    .orderBy(asc(revisions.id))
    .limit(1);
  return first?.id;
}
