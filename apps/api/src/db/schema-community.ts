// What players write besides builds (docs/product.md, "Guides", "Corrections", "Saved builds"):
// guides and their reviews, corrections to a sourced fact, and the builds a player saved. Part of
// the schema that schema.ts re-exports (saved builds sit beside the builds there).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, parentRef, serialTable, timestamps } from './schema-columns';
import { users } from './schema-accounts';

const author = () => integer('author_id').references(() => users.id, { onDelete: 'set null' });
const decidedAt = () =>
  timestamp('decided_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

export const guides = serialTable(
  'guides',
  {
    /** The address segment; fixed once the guide is first published, so links keep working. */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** The Markdown as written; rendered on every read (the public cache keeps the answer). */
    body: text('body').notNull(),
    category: text('category').notNull(),
    language: text('language').notNull(),
    /** What it is about (both null: nothing in particular); the id as our API names it. */
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    status: text('status').notNull().default('pending'),
    authorId: author(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
    ...timestamps(),
    ...deletedAt(),
  },
  (t) => [
    index('guides_status_idx').on(t.status),
    index('guides_author_idx').on(t.authorId),
    index('guides_subject_idx').on(t.subjectType, t.subjectId),
    check('guides_status_valid', sql`${t.status} in ('pending','changes_requested','published','rejected')`),
    check('guides_category_valid', sql`${t.category} in ('tactics','maps','weapons','keycards','beginners')`),
    check('guides_language_valid', sql`${t.language} in ('en','ro')`),
    check(
      'guides_subject_valid',
      sql`(${t.subjectType} is null and ${t.subjectId} is null) or (${t.subjectType} in ('weapon','map','keycard','item') and ${t.subjectId} is not null)`,
    ),
  ],
);

/** Every review decision on a guide: who decided what, when, and the note to the writer. */
export const guideReviews = serialTable(
  'guide_reviews',
  {
    guideId: parentRef('guide_id', () => guides.id),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    decision: text('decision').notNull(),
    note: text('note').notNull().default(''),
    decidedAt: decidedAt(),
  },
  (t) => [
    index('guide_reviews_guide_idx').on(t.guideId),
    check('guide_reviews_decision_valid', sql`${t.decision} in ('approve','request_changes','reject')`),
  ],
);

/**
 * A player's proposed fix of one field of a sourced fact. Nothing changes until an editor accepts;
 * the accepted value is then written through the entity's history, credited to the player.
 */
export const corrections = serialTable(
  'corrections',
  {
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    field: text('field').notNull(),
    /** The value the player proposes, as the field's own type. */
    value: jsonb('value').notNull(),
    sourceUrl: text('source_url').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('pending'),
    authorId: author(),
    createdAt: createdAt(),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    decisionNote: text('decision_note').notNull().default(''),
  },
  (t) => [
    index('corrections_status_idx').on(t.status, t.id),
    index('corrections_author_idx').on(t.authorId),
    check('corrections_status_valid', sql`${t.status} in ('pending','accepted','rejected')`),
  ],
);
