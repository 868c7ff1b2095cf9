// Community build submissions: a signed-in player proposes a build for a weapon, an editor reviews
// it. Until approved it is private to its submitter and the reviewers (docs/product.md, "Build
// submissions").
import { z } from 'zod';
import { BUILD_CODE_PATTERN, parseBuildCode } from '../domain/build-code';
import {
  DbIdSchema,
  IsoDateTimeSchema,
  MAX_DB_INT,
  imageUrlRead,
  optionalText,
  withDefaults,
} from './common';
import { RatingSchema, buildDraftFields, buildSetupDefaults, buildSetupRead } from './build';

/** How many builds one account may submit in any 24 hours. */
export const SUBMISSIONS_PER_DAY = 5;
export const REVIEW_NOTE_MAX = 1000;

export const SUBMISSION_STATUSES = ['pending', 'changes_requested', 'approved', 'rejected'] as const;
export const SubmissionStatusSchema = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof SubmissionStatusSchema>;

export const REVIEW_DECISIONS = ['approve', 'request_changes', 'reject'] as const;
export const ReviewDecisionSchema = z.enum(REVIEW_DECISIONS);
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;

/** A build code as pasted: the bare code is kept, anything else is refused. */
export const BuildCodeSchema = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const code = parseBuildCode(value);
    if (code) return code;
    ctx.addIssue({
      code: 'invalid_format',
      format: 'regex',
      pattern: BUILD_CODE_PATTERN.source,
      message: 'Build code must be the 21 capitals and digits the game copies, starting with 6',
    });
    return z.NEVER;
  });

/** POST /build-submissions and PUT /build-submissions/{id}: a build draft for a weapon. */
export const SubmissionInputSchema = z.strictObject({
  weapon_id: DbIdSchema,
  ...buildDraftFields,
  ...withDefaults(buildDraftFields, { description: '', weapon_builder_img: null }),
  // The code is required here and may be pasted as the game copies it.
  build_code: BuildCodeSchema,
  ...buildSetupDefaults,
});
export type SubmissionInput = z.infer<typeof SubmissionInputSchema>;
export type SubmissionInputRaw = z.input<typeof SubmissionInputSchema>;

/** POST /build-submissions/{id}/decision: a note is required unless the build is approved. */
export const ReviewDecisionInputSchema = z
  .strictObject({
    decision: ReviewDecisionSchema,
    note: optionalText(REVIEW_NOTE_MAX).default(''),
    /** The rating the build is published with (approve only; default 4). */
    rating: RatingSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision !== 'approve' && !value.note)
      ctx.addIssue({
        code: 'too_small',
        origin: 'string',
        minimum: 1,
        inclusive: true,
        path: ['note'],
        message: 'A note is required when asking for changes or rejecting',
      });
  });
export type ReviewDecisionInput = z.infer<typeof ReviewDecisionInputSchema>;
export type ReviewDecisionInputRaw = z.input<typeof ReviewDecisionInputSchema>;

export const SubmissionIdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_DB_INT),
});

/** GET /build-submissions: the review queue, oldest first; `status` defaults to pending. */
export const SubmissionQueueQuerySchema = z
  .object({
    status: SubmissionStatusSchema.default('pending'),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();

export const ReviewSchema = z
  .strictObject({
    decision: ReviewDecisionSchema,
    note: z.string(),
    /** The reviewer's nickname (null: the account was deleted). */
    reviewer: z.string().nullable(),
    decided_at: IsoDateTimeSchema,
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;

/** A submission as its submitter and the reviewers see it, with every decision, newest first. */
export const SubmissionSchema = z
  .strictObject({
    id: z.number().int(),
    status: SubmissionStatusSchema,
    weapon: z.strictObject({ id: z.number().int(), slug: z.string(), name: z.string() }),
    submitter: z.strictObject({ id: z.number().int(), nickname: z.string() }).nullable(),
    name: z.string(),
    description: z.string(),
    build_code: z.string(),
    weapon_builder_img: imageUrlRead(),
    ...buildSetupRead,
    submitted_at: IsoDateTimeSchema,
    updated_at: IsoDateTimeSchema,
    reviews: z.array(ReviewSchema),
  })
  .meta({ id: 'Submission' });
export type Submission = z.infer<typeof SubmissionSchema>;
