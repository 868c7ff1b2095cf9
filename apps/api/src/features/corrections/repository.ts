// Corrections in the database (Drizzle only); nicknames joined at read time.
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CorrectionStatus } from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { corrections, users } from '../../db/schema';

const authors = alias(users, 'correction_authors');
const reviewers = alias(users, 'correction_reviewers');
const CORRECTION_LIMIT_LOCK = 16_020;

export type CorrectionRow = typeof corrections.$inferSelect & {
  authorNickname: string | null;
  reviewerNickname: string | null;
};

const correctionQuery = (db: Db | Tx) =>
  db
    .select({ c: corrections, author: authors.nickname, reviewer: reviewers.nickname })
    .from(corrections)
    .leftJoin(authors, eq(authors.id, corrections.authorId))
    .leftJoin(reviewers, eq(reviewers.id, corrections.reviewerId))
    .$dynamic();

type Joined = { c: typeof corrections.$inferSelect; author: string | null; reviewer: string | null };
const toRow = ({ c, author, reviewer }: Joined): CorrectionRow => ({
  ...c,
  authorNickname: author,
  reviewerNickname: reviewer,
});

export async function findCorrection(db: Db | Tx, id: number) {
  const [row] = await correctionQuery(db).where(eq(corrections.id, id));
  return row ? toRow(row) : undefined;
}

/** The correction row, locked until the transaction ends (two editors cannot both decide). */
export async function lockCorrection(tx: Tx, id: number) {
  const [row] = await tx.select().from(corrections).where(eq(corrections.id, id)).for('update');
  return row;
}

/** One page of a status, oldest first (a queue is worked from its oldest). */
export async function listCorrectionsByStatus(
  db: Db,
  status: CorrectionStatus,
  page: { limit: number; offset: number },
) {
  const where = eq(corrections.status, status);
  const [rows, [count]] = await Promise.all([
    correctionQuery(db).where(where).orderBy(asc(corrections.id)).limit(page.limit).offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(corrections)
      .where(where),
  ]);
  return { rows: rows.map(toRow), total: count?.n ?? 0 };
}

/** Every correction of one account, newest first. */
export async function listOwnCorrections(db: Db, authorId: number) {
  const rows = await correctionQuery(db)
    .where(eq(corrections.authorId, authorId))
    .orderBy(desc(corrections.id));
  return rows.map(toRow);
}

/** Serialises one account's new corrections, so two at once cannot both pass the daily limit. */
export async function lockSender(tx: Tx, authorId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CORRECTION_LIMIT_LOCK}, ${authorId})`);
}

export async function countSentSince(tx: Tx, authorId: number, since: Date) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(corrections)
    .where(and(eq(corrections.authorId, authorId), gte(corrections.createdAt, since.toISOString())));
  return row?.n ?? 0;
}

export async function insertCorrection(tx: Tx, values: typeof corrections.$inferInsert) {
  const [row] = await tx.insert(corrections).values(values).returning({ id: corrections.id });
  return row!.id;
}

export async function closeCorrection(
  tx: Tx,
  id: number,
  decision: { status: CorrectionStatus; reviewerId: number; note: string },
) {
  await tx
    .update(corrections)
    .set({
      status: decision.status,
      reviewerId: decision.reviewerId,
      decisionNote: decision.note,
      decidedAt: new Date().toISOString(),
    })
    .where(eq(corrections.id, id));
}
