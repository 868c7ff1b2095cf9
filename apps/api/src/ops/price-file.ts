// The two file shapes `npm run db:import` reads, checked before anything is written: a day's price
// list of the daily source feed (`[{ name, price, … }]`), or a market snapshot in the shape of
// seed/data/sources/items.json (`{ as_of, items: [{ object_id, name_cn, market }] }`).
import { z } from 'zod';

export const SnapshotSchema = z.array(
  z.looseObject({ name: z.string().trim().min(1), price: z.number().int().min(0).max(1_000_000_000) }),
);
export const ImportDateSchema = z.iso.date();

const count = z.number().int().min(0).max(1_000_000_000);
/** A time as a snapshot writes it, with its offset: its first 10 characters are the source's own day. */
const SnapshotTimeSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
    'expected a time with its offset, such as 2026-08-02T11:24+08:00',
  )
  .refine((s) => ImportDateSchema.safeParse(s.slice(0, 10)).success && !Number.isNaN(Date.parse(s)), {
    message: 'not a real date and time',
  });
const figure = count.nullable().default(null);
const MarketSchema = z
  .looseObject({
    price: count.nullable(),
    as_of: SnapshotTimeSchema.nullable(),
    yesterday_avg: figure,
    yesterday_low: figure,
    yesterday_high: figure,
    seven_day_low: figure,
    seven_day_high: figure,
  })
  .refine((m) => m.price === null || m.as_of !== null, {
    message: 'a market price needs the time it was read (as_of)',
    path: ['as_of'],
  });
/** A market snapshot (seed/data/sources/items.json): extra fields ignored; `market` null or without a price: none. */
export const MarketSnapshotSchema = z.looseObject({
  as_of: z.string().optional(),
  items: z.array(
    z.looseObject({
      object_id: z.string().regex(/^\d+(-\d)?$/, 'expected a listing id such as 11050006002-1'),
      name_cn: z.string().trim().min(1),
      market: MarketSchema.nullable(),
    }),
  ),
});
export type MarketSnapshot = z.output<typeof MarketSnapshotSchema>;

/** The two shapes db:import reads. */
export type PriceFile =
  | { shape: 'list'; entries: z.output<typeof SnapshotSchema> }
  | { shape: 'snapshot'; snapshot: MarketSnapshot };

/** A file db:import refuses; the message names the first bad field. Nothing is written. */
export class PriceFileError extends Error {}

/** `items[3] (11050006002-1).market.price: …`: where the first problem is, and what it is. */
function firstProblem(json: unknown, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  let where = '';
  let at: unknown = json;
  for (const key of issue.path) {
    where += typeof key === 'number' ? `[${key}]` : `${where ? '.' : ''}${String(key)}`;
    at = at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined;
    // An entry of a snapshot is named by its listing id as well as its position.
    const id = at && typeof at === 'object' ? (at as { object_id?: unknown }).object_id : undefined;
    if (typeof key === 'number' && typeof id === 'string') where += ` (${id})`;
  }
  return `${where || 'the file'}: ${issue.message}`;
}

/** Tells the two shapes apart and checks the file; throws PriceFileError naming the bad field. */
export function parsePriceFile(json: unknown): PriceFile {
  if (Array.isArray(json)) {
    const list = SnapshotSchema.safeParse(json);
    if (!list.success)
      throw new PriceFileError(`not a list of {name, price} entries: ${firstProblem(json, list.error)}`);
    return { shape: 'list', entries: list.data };
  }
  if (json && typeof json === 'object' && 'items' in json) {
    const snapshot = MarketSnapshotSchema.safeParse(json);
    if (!snapshot.success)
      throw new PriceFileError(
        `not a market snapshot {items: [{object_id, name_cn, market}]}: ${firstProblem(json, snapshot.error)}`,
      );
    return { shape: 'snapshot', snapshot: snapshot.data };
  }
  throw new PriceFileError(
    'expected a list of {name, price} entries or a market snapshot {as_of, items: [{object_id, name_cn, market}]}',
  );
}
