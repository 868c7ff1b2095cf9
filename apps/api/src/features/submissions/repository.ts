// Reads of build submissions: a submission is a builds row that a player submitted
// (`submitted_at` set), with its weapon, its submitter and every review decision.
import { type Submission, type SubmissionStatus } from '@dfwiki/shared';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/database';
import { iso } from '../../db/reads';
import { groupBy } from '../../db/group-by';
import { buildReviews, builds, users, weapons } from '../../db/schema';
import { loadBuildChildren } from '../builds';

const reviewers = alias(users, 'reviewers');

export const isSubmission = isNotNull(builds.submittedAt);

async function loadSubmissions(
  db: Db,
  where: SQL | undefined,
  order: 'oldest' | 'newest',
  page?: { limit: number; offset: number },
): Promise<Submission[]> {
  const query = db
    .select({
      b: builds,
      weapon: { id: weapons.id, slug: weapons.slug, name: weapons.name },
      submitterNickname: users.nickname,
    })
    .from(builds)
    .innerJoin(weapons, eq(weapons.id, builds.weaponId))
    .leftJoin(users, eq(users.id, builds.authorId))
    .where(and(isSubmission, where))
    .orderBy(
      order === 'oldest' ? asc(builds.submittedAt) : desc(builds.submittedAt),
      order === 'oldest' ? asc(builds.id) : desc(builds.id),
    );
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const ids = rows.map((r) => r.b.id);
  if (!ids.length) return [];
  const [children, reviewRows] = await Promise.all([
    loadBuildChildren(db, ids),
    db
      .select({ r: buildReviews, reviewer: reviewers.nickname })
      .from(buildReviews)
      .leftJoin(reviewers, eq(reviewers.id, buildReviews.reviewerId))
      .where(inArray(buildReviews.buildId, ids))
      .orderBy(desc(buildReviews.decidedAt), desc(buildReviews.id)),
  ]);
  const reviewsByBuild = groupBy(reviewRows, (row) => row.r.buildId);
  return rows.map(({ b, weapon, submitterNickname }) => ({
    id: b.id,
    status: b.status as SubmissionStatus,
    weapon,
    submitter: b.authorId === null ? null : { id: b.authorId, nickname: submitterNickname ?? '' },
    name: b.name,
    description: b.description,
    build_code: b.buildCode,
    weapon_builder_img: b.weaponBuilderImg,
    control: b.control,
    handling: b.handling,
    stability: b.stability,
    accuracy: b.accuracy,
    range: b.range,
    tags: children.tags(b.id),
    attachments: children.attachments(b.id),
    submitted_at: iso(b.submittedAt!),
    updated_at: iso(b.updatedAt),
    reviews: (reviewsByBuild.get(b.id) ?? []).map(({ r, reviewer }) => ({
      decision: r.decision as Submission['reviews'][number]['decision'],
      note: r.note,
      reviewer,
      decided_at: iso(r.decidedAt),
    })),
  }));
}

export async function findSubmission(db: Db, id: number): Promise<Submission | undefined> {
  return (await loadSubmissions(db, eq(builds.id, id), 'newest'))[0];
}

/** One account's submissions, newest first (an account sends at most a few a day). */
export const listOwnSubmissions = (db: Db, authorId: number) =>
  loadSubmissions(db, eq(builds.authorId, authorId), 'newest');

/** The review queue: submissions in one status, oldest first, one page. */
export async function listSubmissionsByStatus(
  db: Db,
  status: SubmissionStatus,
  page: { limit: number; offset: number },
) {
  const [items, [total]] = await Promise.all([
    loadSubmissions(db, eq(builds.status, status), 'oldest', page),
    db
      .select({ n: count() })
      .from(builds)
      .where(and(isSubmission, eq(builds.status, status))),
  ]);
  return { items, total: total!.n };
}

/** The submission row, locked until the transaction ends (two reviewers cannot both decide). */
export async function lockSubmission(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(builds)
    .where(and(eq(builds.id, id), isSubmission))
    .for('update');
  return row;
}

/** How many builds an account submitted since `since` (resubmissions are not new ones). */
export async function countSubmittedSince(tx: Tx, authorId: number, since: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(builds)
    .where(and(eq(builds.authorId, authorId), gt(builds.submittedAt, since.toISOString())));
  return row!.n;
}

/** Whether the weapon already has this code on a public build or one still in review. */
export async function codeTaken(tx: Tx, weaponId: number, code: string, exceptBuildId?: number) {
  const [row] = await tx
    .select({ id: builds.id })
    .from(builds)
    .where(
      and(
        eq(builds.weaponId, weaponId),
        sql`upper(${builds.buildCode}) = ${code}`,
        ne(builds.status, 'rejected'),
        exceptBuildId === undefined ? undefined : ne(builds.id, exceptBuildId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

// Advisory lock namespaces (first key) of the submission rules; the second key is the id.
const SUBMIT_LOCK = 16_001;
const WEAPON_CODE_LOCK = 16_002;

/**
 * Serialises the writes that check a rule before they insert (the daily limit per account, one
 * code per weapon) until the transaction ends. Works alike on PGlite and PostgreSQL.
 */
export async function lockForSubmission(tx: Tx, authorId: number, weaponId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUBMIT_LOCK}, ${authorId})`);
  await tx.execute(sql`select pg_advisory_xact_lock(${WEAPON_CODE_LOCK}, ${weaponId})`);
}

/** Writes a submission's columns; `touch` marks the row as changed (what readers see as updated). */
export async function updateSubmission(
  tx: Tx,
  id: number,
  values: Partial<typeof builds.$inferInsert>,
  { touch = true }: { touch?: boolean } = {},
) {
  await tx
    .update(builds)
    .set({ ...values, ...(touch ? { updatedAt: new Date().toISOString() } : {}) })
    .where(eq(builds.id, id));
}

export async function recordReview(
  tx: Tx,
  review: { buildId: number; reviewerId: number; decision: string; note: string },
) {
  await tx.insert(buildReviews).values(review);
}
