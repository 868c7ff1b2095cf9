// Players' guides (docs/product.md, "Guides"): Markdown written by any account, reviewed by an
// editor like a build submission, published at /wiki/guides/<slug> in the language it was written
// in. The body is stored as written; the API answers it rendered too, through the guide renderer's
// two walls (docs/security.md), so no client ever turns a player's text into HTML itself.
import { z } from 'zod';
import {
  dataEnvelope,
  DbIdSchema,
  IsoDateTimeSchema,
  MAX_DB_INT,
  optionalText,
  requiredText,
} from './common';
import { pageEnvelope } from './responses';
import { REVIEW_NOTE_MAX, ReviewDecisionSchema, ReviewSchema } from './submission';

/** How many guides one account may start in any 24 hours (an edit does not count). */
export const GUIDES_PER_DAY = 5;
/** The largest guide body, in UTF-8 bytes. */
export const GUIDE_BODY_MAX_BYTES = 50 * 1024;
export const GUIDE_TITLE_MAX = 120;
/** A guide gets a table of contents from this many headings on. */
export const GUIDE_TOC_MIN_HEADINGS = 3;

export const GUIDE_CATEGORIES = ['tactics', 'maps', 'weapons', 'keycards', 'beginners'] as const;
export const GuideCategorySchema = z.enum(GUIDE_CATEGORIES);
export type GuideCategory = z.infer<typeof GuideCategorySchema>;

export const GUIDE_LANGUAGES = ['en', 'ro'] as const;
export const GuideLanguageSchema = z.enum(GUIDE_LANGUAGES);
export type GuideLanguage = z.infer<typeof GuideLanguageSchema>;

export const GUIDE_STATUSES = ['pending', 'changes_requested', 'published', 'rejected'] as const;
export const GuideStatusSchema = z.enum(GUIDE_STATUSES);
export type GuideStatus = z.infer<typeof GuideStatusSchema>;

export const GUIDE_SUBJECT_TYPES = ['weapon', 'map', 'keycard', 'item'] as const;
export const GuideSubjectTypeSchema = z.enum(GUIDE_SUBJECT_TYPES);
export type GuideSubjectType = z.infer<typeof GuideSubjectTypeSchema>;

/** Our id of a subject: a weapon's or item's number (or its slug), a map's slug, a keycard's id. */
const SubjectIdSchema = z.union([DbIdSchema, z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'an id or slug')]);

export const GuideSubjectInputSchema = z.strictObject({
  type: GuideSubjectTypeSchema,
  id: SubjectIdSchema,
});
export type GuideSubjectInput = z.infer<typeof GuideSubjectInputSchema>;

const GuideBodySchema = z
  .string()
  .refine((body) => body.trim().length > 0, 'A guide needs a body')
  .refine(
    (body) => new TextEncoder().encode(body).length <= GUIDE_BODY_MAX_BYTES,
    `A guide body is at most ${GUIDE_BODY_MAX_BYTES / 1024} KB`,
  );

/** POST /guides and PUT /guides/{id}: the whole guide as its writer sends it. */
export const GuideInputSchema = z.strictObject({
  title: requiredText(GUIDE_TITLE_MAX),
  body: GuideBodySchema,
  category: GuideCategorySchema,
  language: GuideLanguageSchema,
  subject: GuideSubjectInputSchema.nullable().default(null),
});
export type GuideInput = z.infer<typeof GuideInputSchema>;
export type GuideInputRaw = z.input<typeof GuideInputSchema>;

/** POST /guides/{id}/decision: a build's decisions without a rating; a note unless approved. */
export const GuideDecisionInputSchema = z
  .strictObject({
    decision: ReviewDecisionSchema,
    note: optionalText(REVIEW_NOTE_MAX).default(''),
  })
  .refine((value) => value.decision === 'approve' || value.note.length > 0, {
    path: ['note'],
    message: 'A note is required when asking for changes or rejecting',
  });
export type GuideDecisionInput = z.infer<typeof GuideDecisionInputSchema>;

/** What a guide is about, as a link needs it. */
export const GuideSubjectSchema = z
  .strictObject({
    type: GuideSubjectTypeSchema,
    /** Our id: a number for weapons and items, a slug for maps, the card id for keycards. */
    id: z.union([z.number().int(), z.string()]),
    /** The address segment of its page (a weapon's or item's slug, a map's slug, a card's id). */
    slug: z.string(),
    name: z.string(),
  })
  .meta({ id: 'GuideSubject' });
export type GuideSubject = z.infer<typeof GuideSubjectSchema>;

export const GuideHeadingSchema = z.strictObject({
  level: z.union([z.literal(2), z.literal(3)]),
  id: z.string(),
  text: z.string(),
});
export type GuideHeading = z.infer<typeof GuideHeadingSchema>;

/** A guide in a list: no body. */
export const GuideSummarySchema = z
  .strictObject({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    category: GuideCategorySchema,
    language: GuideLanguageSchema,
    status: GuideStatusSchema,
    subject: GuideSubjectSchema.nullable(),
    /** The writer's nickname (null: the account was deleted). */
    author: z.strictObject({ id: z.number().int(), nickname: z.string() }).nullable(),
    /** The first words of the body as plain text. */
    excerpt: z.string(),
    created_at: IsoDateTimeSchema,
    /** The last change of its text. */
    updated_at: IsoDateTimeSchema,
    /** When an editor first published it (null: never yet). */
    published_at: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'GuideSummary' });
export type GuideSummary = z.infer<typeof GuideSummarySchema>;

/** One guide: its Markdown, the safe HTML made from it, its headings, and its reviews. */
export const GuideSchema = GuideSummarySchema.safeExtend({
  body: z.string(),
  html: z.string(),
  headings: z.array(GuideHeadingSchema),
  /** Every decision, newest first: for the writer and editors only (public reads: empty). */
  reviews: z.array(ReviewSchema),
  /** The newest revision's id (send it as If-Match to edit without overwriting). */
  version: z.number().int(),
}).meta({ id: 'Guide' });
export type Guide = z.infer<typeof GuideSchema>;

/** GET /guides: published guides, or the queue for editors (`status`). */
export const GuideListQuerySchema = z
  .object({
    category: GuideCategorySchema.optional(),
    language: GuideLanguageSchema.optional(),
    subject_type: GuideSubjectTypeSchema.optional(),
    subject_id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'an id or slug')
      .optional(),
    q: z.string().trim().max(100).optional(),
    status: GuideStatusSchema.default('published'),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();
export type GuideListQuery = z.infer<typeof GuideListQuerySchema>;

/** POST /guides/preview: a body rendered as its guide page would show it. */
export const GuidePreviewInputSchema = z.strictObject({ body: GuideBodySchema });
export const GuidePreviewResponseSchema = z.strictObject({
  data: z.strictObject({ html: z.string(), headings: z.array(GuideHeadingSchema) }),
});

export const GuideIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_DB_INT) });
/** GET /guides/{id}: the guide's id or its slug (named `id` like the other guide routes' segment). */
export const GuideRefParamSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'an id or slug'),
});

export const GuideResponseSchema = dataEnvelope('guide', GuideSchema);
export const GuideListResponseSchema = pageEnvelope('guides', GuideSummarySchema);
/** GET /guides/mine: whole guides, with the editors' notes. */
export const OwnGuideListResponseSchema = pageEnvelope('guides', GuideSchema);
