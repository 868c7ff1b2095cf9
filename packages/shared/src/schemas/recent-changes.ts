// Recent changes (docs/product.md, "Recent changes"): the published changes of the wiki, newest
// first, for anyone: guides, builds, accepted corrections, editors' edits and imports. Built from
// the history's revisions (docs/history.md) with every pending, trashed or private thing left out.
import { z } from 'zod';
import { IsoDateTimeSchema, MAX_DB_INT } from './common';
import { HistoryEntitySchema, RevisionActionSchema, RevisionChangeSchema } from './history';

/** What kind of change an entry is; the page's tabs and the `kind` filter name these. */
export const RECENT_CHANGE_KINDS = ['guide', 'build', 'correction', 'edit', 'import'] as const;
export const RecentChangeKindSchema = z.enum(RECENT_CHANGE_KINDS);
export type RecentChangeKind = z.infer<typeof RecentChangeKindSchema>;

/** The most entries one page (and the Atom feed) holds. */
export const RECENT_CHANGES_MAX = 100;
/** Entries per page unless `limit` says otherwise; also the feed's length. */
export const RECENT_CHANGES_DEFAULT = 50;
/** The most revisions of one import batch its diff answer lists. */
export const RECENT_CHANGE_BATCH_MAX = 50;

/**
 * `?kind=build,guide`: one kind or several, comma-separated (a repeated `kind` is refused: one
 * spelling per filter keeps one cache entry per filter). Answered sorted and without repeats.
 */
export const RecentChangeKindsSchema = z
  .string()
  .max(80)
  .transform((value, ctx) => {
    const kinds = [...new Set(value.split(',').map((k) => k.trim()))];
    const unknown = kinds.filter((k) => !RECENT_CHANGE_KINDS.includes(k as RecentChangeKind));
    if (unknown.length || kinds.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown kind; one or more of ${RECENT_CHANGE_KINDS.join(', ')}, comma-separated`,
      });
      return z.NEVER;
    }
    return RECENT_CHANGE_KINDS.filter((k) => kinds.includes(k));
  });

export const RecentChangesQuerySchema = z
  .object({
    kind: RecentChangeKindsSchema.optional(),
    limit: z.coerce.number().int().min(1).max(RECENT_CHANGES_MAX).default(RECENT_CHANGES_DEFAULT),
    /** Entries older than this entry id (the `next_before` of the previous page). */
    before: z.coerce.number().int().positive().max(MAX_DB_INT).optional(),
  })
  .strict();
export type RecentChangesQuery = z.infer<typeof RecentChangesQuerySchema>;

/**
 * What a change is of: the entity, its id, its public name, and the address segment of its public
 * page (a weapon's slug, a round's id; for a build, its weapon's slug; null: no page of its own).
 * `recentChangeTargetPath` turns it into a link.
 */
export const RecentChangeTargetSchema = z
  .strictObject({
    entity: HistoryEntitySchema,
    id: z.string(),
    name: z.string(),
    slug: z.string().nullable(),
  })
  .meta({ id: 'RecentChangeTarget' });
export type RecentChangeTarget = z.infer<typeof RecentChangeTargetSchema>;

export const RecentChangeSchema = z
  .strictObject({
    /** The entry's id: its revision's id (an import batch: its newest revision's). */
    id: z.number().int(),
    at: IsoDateTimeSchema,
    kind: RecentChangeKindSchema,
    /** What the revision did (an import batch: its newest revision's action). */
    action: RevisionActionSchema,
    /** The account's nickname (null: an import, or an account deleted since). */
    by: z.string().nullable(),
    /** The import that wrote it (null: an account's change). */
    source: z.string().nullable(),
    /** The one entity changed (null: an import batch, which changed several). */
    target: RecentChangeTargetSchema.nullable(),
    /** The names of the fields it changed (an import batch: none). */
    fields: z.array(z.string()),
    /** An import batch: how many public revisions it holds, by entity (null: one revision). */
    batch: z
      .strictObject({
        count: z.number().int(),
        entities: z.array(z.strictObject({ entity: HistoryEntitySchema, count: z.number().int() })),
      })
      .nullable(),
  })
  .meta({ id: 'RecentChange' });
export type RecentChange = z.infer<typeof RecentChangeSchema>;

export const RecentChangesResponseSchema = z.strictObject({
  data: z.strictObject({
    changes: z.array(RecentChangeSchema),
    /** Pass as `before` for the next, older page (null: this was the last). */
    next_before: z.number().int().nullable(),
  }),
});

/** One revision as the public diff shows it: its fields before and after, private ones left out. */
export const PublicRevisionSchema = z
  .strictObject({
    id: z.number().int(),
    action: RevisionActionSchema,
    at: IsoDateTimeSchema,
    target: RecentChangeTargetSchema,
    changes: z.array(RevisionChangeSchema),
  })
  .meta({ id: 'PublicRevision' });
export type PublicRevision = z.infer<typeof PublicRevisionSchema>;

export const RecentChangeParamSchema = z.object({
  revisionId: z.coerce.number().int().positive().max(MAX_DB_INT),
});

/** GET /recent-changes/{revisionId}: the entry and its revisions (an import batch: the first ones). */
export const RecentChangeResponseSchema = z.strictObject({
  data: z.strictObject({
    change: RecentChangeSchema,
    revisions: z.array(PublicRevisionSchema),
  }),
});
export type RecentChangeDetail = z.infer<typeof RecentChangeResponseSchema>['data'];
