import { z } from 'zod';
import { UPLOAD_PATH } from './upload';

/** Success answer: `{ data: { <name>: payload } }`; used for response schemas and client parsing. */
export function dataEnvelope<K extends string, S extends z.ZodType>(name: K, schema: S) {
  return z.strictObject({ data: z.strictObject({ [name]: schema } as { [P in K]: S }) });
}

/**
 * Fields of a read shape that a write body may send back unchanged (a GET answer PUT as it came):
 * accepted and then dropped, because the server owns them (ids, slugs, counters, timestamps,
 * nested lookups). Only keys the input does not define itself are added.
 */
export function echoedReadFields(read: z.ZodObject, input: z.ZodRawShape): Record<string, z.ZodOptional> {
  const echoed: Record<string, z.ZodOptional> = {};
  for (const [key, schema] of Object.entries(read.shape))
    if (!(key in input)) echoed[key] = (schema as z.ZodType).optional();
  return echoed;
}

/** The defaults a new record gets for the fields its body leaves out: `field.default(value)` each. */
export function withDefaults<F extends Record<string, z.ZodType>, K extends keyof F & string>(
  fields: F,
  values: { [P in K]: z.output<F[P]> },
): { [P in K]: z.ZodDefault<F[P]> } {
  const defaulted: Record<string, z.ZodType> = {};
  for (const [key, value] of Object.entries(values)) defaulted[key] = fields[key]!.default(value as never);
  return defaulted as { [P in K]: z.ZodDefault<F[P]> };
}

/** Drops the echoed read-only keys again after validation. */
export function withoutKeys<T extends object>(value: T, keys: Iterable<string>): T {
  const copy = { ...value } as Record<string, unknown>;
  for (const key of keys) delete copy[key];
  return copy as T;
}

// PostgreSQL `integer` upper bound: ids beyond it can never exist, so reject them early.
export const MAX_DB_INT = 2_147_483_647;

/** Database id given by the client (body field). */
export const DbIdSchema = z.number().int().positive().max(MAX_DB_INT);

/** `:id` route parameter: path params arrive as strings, hence the coercion. */
export const IdParamSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_DB_INT) });
export type IdParam = z.infer<typeof IdParamSchema>;

export const TIERS = ['S', 'A', 'B', 'C', 'D'] as const;
export const TierSchema = z.enum(TIERS);
export type Tier = z.infer<typeof TierSchema>;

export const AMMO_TYPES = ['yellow', 'blue', 'green', 'red'] as const;
export const AmmoTypeSchema = z.enum(AMMO_TYPES);
export type AmmoType = z.infer<typeof AmmoTypeSchema>;

export const TARGET_AREAS = ['chest', 'head', 'arms', 'legs'] as const;
export const TargetAreaSchema = z.enum(TARGET_AREAS);
export type TargetArea = z.infer<typeof TargetAreaSchema>;

export const ATTACHMENT_TYPES = ['muzzle', 'barrel', 'optic', 'other'] as const;
export const AttachmentTypeSchema = z.enum(ATTACHMENT_TYPES);
export type AttachmentType = z.infer<typeof AttachmentTypeSchema>;

export const RARITY_IDS = ['common', 'rare', 'purple', 'legendary', 'unique'] as const;
export const RarityIdSchema = z.enum(RARITY_IDS);
export type RarityId = z.infer<typeof RarityIdSchema>;

export const ROLE_NAMES = ['user', 'editor', 'admin'] as const;
export const RoleNameSchema = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof RoleNameSchema>;

/** Performance stat on a 0..100 scale; a new build starts at STAT_DEFAULT. */
export const stat0to100 = () => z.number().int().min(0).max(100);
export const STAT_DEFAULT = 50;

/**
 * Fields whose text may span lines (the admin forms' textareas): tab, LF and CR are allowed there.
 * Every other text field is one line. Passwords count as multi-line so an account whose password
 * already holds a tab still signs in.
 */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  'description',
  'overview',
  'notes',
  'note',
  'location',
  'room_info',
  'password',
  'body',
]);

// C0 controls, DEL, C1 controls and lone surrogates (\p{Cs} only matches an unpaired half in
// `u` mode); the multi-line form spares tab, LF and CR. Matching them is the point here.
/* eslint-disable no-control-regex */
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]|\p{Cs}/u;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;
/* eslint-enable no-control-regex */

/** The first control character of `value` as `U+001B`, or null when the text is clean. */
export function controlCharacterIn(value: string, multiline: boolean): string | null {
  const hit = (multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE).exec(value);
  if (!hit) return null;
  return `U+${hit[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Trimmed text with an upper bound, empty allowed. */
export const optionalText = (max: number) => z.string().trim().max(max);

/** Trimmed, required text. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

// Images shipped with the web app (a whole-record PUT may send one back): plain folder and file
// names only, so no `..`, `//`, query or percent-escape can point elsewhere.
const STATIC_IMAGE_PATH =
  /^\/images\/(?:[a-z0-9_-]+\/)*[a-z0-9_-][a-z0-9._-]*\.(?:webp|png|jpe?g|gif|avif|svg)$/i;

/**
 * Where an image may point: an upload of this site or one of its own /images/ files. Never another
 * host: a page showing it would make every reader's (and reviewer's) browser call that host.
 */
export function isAllowedImageUrl(value: string): boolean {
  return UPLOAD_PATH.test(value) || STATIC_IMAGE_PATH.test(value);
}

/** Image field in request payloads: nullable. */
export const imageUrlInput = () =>
  z
    .string()
    .trim()
    .max(2048)
    .refine(isAllowedImageUrl, { message: 'Image must be an image uploaded to this site' })
    .nullable();

/** Image field in read shapes: not re-validated so odd legacy rows still serialise. */
export const imageUrlRead = () => z.string().nullable();

/** Timestamps cross the wire as ISO 8601 strings. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/** What a public read adds of an entity's history: the If-Match token and the last edit's time. */
export const editStampFields = {
  /** The newest revision's id: send it back as If-Match to save without overwriting another edit. */
  version: z.number().int(),
  /** When the newest revision was made (null: no revision kept yet). */
  last_edited_at: IsoDateTimeSchema.nullable(),
};

/** Array items must be unique by `key`; used with `.superRefine`. */
export function uniqueBy<T>(key: (item: T) => unknown, message: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const k = key(item);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', message, path: [index] });
      seen.add(k);
    });
  };
}

/** Ids list for many-to-many links (tags): unique, max `max`. */
export const idList = (max: number) =>
  z
    .array(DbIdSchema)
    .max(max)
    .superRefine(uniqueBy((id) => id, 'Duplicate id'));

/** A full replacement needs `a`, or `b` standing in for it (a GET answer has `tags`, not `tag_ids`). */
export const requireOneOf =
  (a: string, b: string) => (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (value[a] === undefined && value[b] === undefined)
      ctx.addIssue({
        code: 'invalid_type',
        expected: 'array',
        input: undefined,
        path: [a],
        message: 'is required',
      });
  };

/** The type of `{ ...A, ...B }`, spelt out: TypeScript types a spread of generic objects as `A & B`. */
type Spread<A, B> = Omit<A, keyof B> & B;

/**
 * The POST and PUT body schemas of a tagged resource (a weapon, a build). POST (`input`) fills in
 * `defaults` for the fields left out; PUT (`replace`) is a full replacement, every field required.
 * Both accept a GET answer as it came: its read-only keys are accepted and dropped, and its `tags`
 * stand for `tag_ids` when those are absent.
 */
export function taggedWrites<
  F extends Record<string, z.ZodType> & { tag_ids: z.ZodType<number[]> },
  D extends Record<string, z.ZodType>,
>(read: z.ZodObject, fields: F, defaults: D) {
  type TagIds = { tag_ids: z.ZodOptional<F['tag_ids']> };
  const tagIds = { tag_ids: fields.tag_ids.optional() } as TagIds;
  const echoed = echoedReadFields(read, fields);
  const toInput = (body: object): z.infer<z.ZodObject<F>> => {
    const { tag_ids, tags } = body as { tag_ids?: number[]; tags?: { id: number }[] };
    const input: object = {
      ...withoutKeys(body, Object.keys(echoed)),
      tag_ids: tag_ids ?? tags?.map((t) => t.id) ?? [],
    };
    return input as z.infer<z.ZodObject<F>>;
  };
  const inputShape = { ...fields, ...defaults, ...echoed, ...tagIds } as Spread<Spread<F, D>, TagIds>;
  const replaceShape = { ...fields, ...echoed, ...tagIds } as Spread<F, TagIds>;
  return {
    input: z.strictObject(inputShape).transform(toInput),
    replace: z.strictObject(replaceShape).superRefine(requireOneOf('tag_ids', 'tags')).transform(toInput),
  };
}
