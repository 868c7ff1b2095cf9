import { diffArrays, diffWords } from 'diff';

// How one changed field is shown: long text as a word diff, a list item by item, anything else as
// its value before and after. Pure, so the History tab's wording can be tested without a screen.

export type DiffPart = { text: string; state: 'kept' | 'added' | 'removed' };

export type ChangeShape =
  | { kind: 'text'; parts: DiffPart[] }
  | { kind: 'list'; parts: DiffPart[] }
  | { kind: 'value'; from: unknown; to: unknown };

/** Text long enough that a word diff reads better than the two whole values. */
const LONG_TEXT = 40;

const isText = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** A list item or an object on one line: `key: value · key: value`. */
export function inline(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(inline).join(', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${k}: ${inline(v)}`)
      .join(' · ');
  return String(value);
}

const partState = (change: { added: boolean; removed: boolean }): DiffPart['state'] =>
  change.added ? 'added' : change.removed ? 'removed' : 'kept';

/** The words of `from` and `to`, each kept, removed or added, in reading order. */
export function wordDiff(from: string, to: string): DiffPart[] {
  return diffWords(from, to).map((c) => ({ text: c.value, state: partState(c) }));
}

/** The items of two lists, each kept, removed or added, in the new list's order. */
export function listDiff(from: unknown[], to: unknown[]): DiffPart[] {
  return diffArrays(from.map(inline), to.map(inline)).flatMap((c) =>
    c.value.map((text) => ({ text, state: partState(c) })),
  );
}

export function changeShape(from: unknown, to: unknown): ChangeShape {
  // A text written or emptied whole reads better as its value than as one long insertion.
  if (isText(from) && isText(to) && from && to && from.length + to.length > LONG_TEXT)
    return { kind: 'text', parts: wordDiff(from, to) };
  if ((Array.isArray(from) || from === null) && (Array.isArray(to) || to === null) && (from || to))
    return { kind: 'list', parts: listDiff(from ?? [], to ?? []) };
  return { kind: 'value', from, to };
}
