// What one address segment names: `/wiki/weapons/42` an id, `/wiki/weapons/m4a1` a slug. The API's
// reads and the pages answer the same address the same way, so the rule is written once, here.
import { MAX_DB_INT } from '../schemas/common';

export type IdOrSlug = { id: number } | { slug: string };

/**
 * Digits name an id (leading zeros allowed: `007` is 7), anything else a slug. Undefined when the
 * segment names nothing: empty, or digits past `maxId` (by default the largest database integer),
 * which no row can hold and which must answer "not found", never reach the database as a number.
 */
export function parseIdOrSlug(segment: string, options: { maxId?: number } = {}): IdOrSlug | undefined {
  if (segment === '') return undefined;
  if (!/^\d+$/.test(segment)) return { slug: segment };
  const id = Number(segment);
  // Number() rounds long digit strings: a safe integer is exact, anything past it names nothing.
  return Number.isSafeInteger(id) && id <= (options.maxId ?? MAX_DB_INT) ? { id } : undefined;
}
