// The wiki's history: every content write kept as a revision (what changed, who, when), restorable,
// and an append-only audit log of admin and security actions (docs/history.md).
import { z } from 'zod';
import { dataEnvelope, IsoDateTimeSchema, MAX_DB_INT } from './common';
import { pageEnvelope } from './responses';

/** Every entity whose edits are kept, by the name the history API uses. */
export const HISTORY_ENTITIES = [
  'weapon',
  'build',
  'keycard',
  'tag',
  'rotation',
  'ammo',
  'armor',
  'item',
  'guide',
] as const;
export const HistoryEntitySchema = z.enum(HISTORY_ENTITIES);
export type HistoryEntity = z.infer<typeof HistoryEntitySchema>;

export const REVISION_ACTIONS = ['create', 'update', 'delete', 'restore'] as const;
export const RevisionActionSchema = z.enum(REVISION_ACTIONS);
export type RevisionAction = z.infer<typeof RevisionActionSchema>;

/** Who did it: an account, or null for an import (the revision's `source` names it). */
export const ActorSchema = z.strictObject({ id: z.number().int(), nickname: z.string() }).nullable();
export type Actor = z.infer<typeof ActorSchema>;

/** One field of an entity, before and after (null: the field was not there, as on a create). */
export const RevisionChangeSchema = z.strictObject({
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});
export type RevisionChange = z.infer<typeof RevisionChangeSchema>;

export const RevisionSchema = z
  .strictObject({
    id: z.number().int(),
    entity: HistoryEntitySchema,
    entityId: z.string(),
    action: RevisionActionSchema,
    at: IsoDateTimeSchema,
    by: ActorSchema,
    /** The import that wrote it (sample data, a sourced data set); null for an account's edit. */
    source: z.string().nullable(),
    changes: z.array(RevisionChangeSchema),
  })
  .meta({ id: 'Revision' });
export type Revision = z.infer<typeof RevisionSchema>;

/** An entity's id as the history API takes it: a number, a slug-like keycard id or `current`. */
export const EntityIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'an id');

export const RevisionsQuerySchema = z
  .object({
    entity: HistoryEntitySchema,
    id: EntityIdSchema,
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();
export const RevisionListResponseSchema = pageEnvelope('revisions', RevisionSchema);

export const RevisionParamSchema = z.object({
  revisionId: z.coerce.number().int().positive().max(MAX_DB_INT),
});

/** POST /revisions/{id}/restore: the entity as its own read answers it after the restore. */
export const RestoreResponseSchema = z.strictObject({
  data: z.strictObject({
    entity: HistoryEntitySchema,
    entityId: z.string(),
    item: z.record(z.string(), z.unknown()),
  }),
});

export const AuditEntrySchema = z
  .strictObject({
    id: z.number().int(),
    at: IsoDateTimeSchema,
    by: ActorSchema,
    action: z.string(),
    /** What it acted on, e.g. `weapon:12`, `user:3`, `keycards`. */
    target: z.string(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    /** Entries older than this entry id (the `next_before` of the previous page). */
    before: z.coerce.number().int().positive().max(MAX_DB_INT).optional(),
    actor: z.coerce.number().int().positive().max(MAX_DB_INT).optional(),
    action: z
      .string()
      .regex(/^[a-z_.]{1,40}$/, 'an action name')
      .optional(),
    /** From this day on (UTC), and up to and including `to`. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .strict();
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
export const AuditListResponseSchema = z.strictObject({
  data: z.strictObject({ entries: z.array(AuditEntrySchema), next_before: z.number().int().nullable() }),
});

/** A soft-deleted entity waiting in the trash, with the revision that deleted it. */
export const TrashItemSchema = z
  .strictObject({
    entity: HistoryEntitySchema,
    entityId: z.string(),
    name: z.string(),
    deleted_at: IsoDateTimeSchema,
    by: ActorSchema,
    revision_id: z.number().int(),
  })
  .meta({ id: 'TrashItem' });
export type TrashItem = z.infer<typeof TrashItemSchema>;
export const TrashListResponseSchema = dataEnvelope('items', z.array(TrashItemSchema));
