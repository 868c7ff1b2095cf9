// Guides as the API answers them: rows with their writer, subject and reviews, and the Markdown
// rendered through the guide renderer's two walls (markdown.ts). Rendering happens on read; the
// public cache keeps the answer, so a published guide is rendered once per content change.
import type { Guide, GuideSummary } from '@dfwiki/shared';
import type { Db, Tx } from '../../db/database';
import { iso } from '../../db/reads';
import { editStamps } from '../history';
import { guideExcerpt, renderGuideMarkdown } from './markdown';
import { type GuideRow, reviewsOf } from './repository';
import { describeSubjects, type StoredSubject } from './subjects';

const EXCERPT_CHARS = 200;

const storedSubject = (row: GuideRow): StoredSubject | null =>
  row.subjectType && row.subjectId
    ? { type: row.subjectType as StoredSubject['type'], id: row.subjectId }
    : null;

function summaryOf(row: GuideRow, subject: GuideSummary['subject']): GuideSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category as GuideSummary['category'],
    language: row.language as GuideSummary['language'],
    status: row.status as GuideSummary['status'],
    subject,
    author:
      row.authorId !== null && row.authorNickname !== null
        ? { id: row.authorId, nickname: row.authorNickname }
        : null,
    excerpt: guideExcerpt(row.body, EXCERPT_CHARS),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    published_at: row.publishedAt ? iso(row.publishedAt) : null,
  };
}

async function subjectsByGuide(db: Db | Tx, rows: GuideRow[]) {
  const stored = rows.map(storedSubject);
  const described = await describeSubjects(
    db,
    stored.filter((s): s is StoredSubject => s !== null),
  );
  const byKey = new Map(described.map((d) => [`${d.type}:${d.id}`, d]));
  return (row: GuideRow) => {
    const s = storedSubject(row);
    return s ? (byKey.get(`${s.type}:${s.id}`) ?? null) : null;
  };
}

/** Guides for a list: no body, an excerpt of the text. */
export async function guideSummaries(db: Db | Tx, rows: GuideRow[]) {
  const subjectOf = await subjectsByGuide(db, rows);
  return rows.map((row) => summaryOf(row, subjectOf(row)));
}

/** Whole guides; `withReviews` for their writer and editors only. */
export async function wholeGuides(
  db: Db | Tx,
  rows: GuideRow[],
  { siteOrigin, withReviews }: { siteOrigin?: string; withReviews: boolean },
): Promise<Guide[]> {
  const ids = rows.map((r) => r.id);
  const [subjectOf, reviews, stamps] = await Promise.all([
    subjectsByGuide(db, rows),
    withReviews ? reviewsOf(db, ids) : new Map(),
    editStamps(db, 'guide', ids.map(String)),
  ]);
  return rows.map((row) => {
    const { html, headings } = renderGuideMarkdown(row.body, { siteOrigin });
    return {
      ...summaryOf(row, subjectOf(row)),
      body: row.body,
      html,
      headings,
      reviews: reviews.get(row.id) ?? [],
      version: stamps(String(row.id)).version,
    };
  });
}
