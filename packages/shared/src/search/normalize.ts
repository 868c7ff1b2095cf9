/**
 * Text folding for search: NFKD, diacritics removed ('Română' → 'romana'), lowercase, every run of
 * characters that are not letters or digits becomes one space.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words of a text after folding. */
export function tokenize(text: string): string[] {
  const folded = normalizeText(text);
  return folded ? folded.split(' ') : [];
}

/**
 * Damerau (optimal string alignment) edit distance between `a` and `b`, or `max + 1` as soon as it
 * is certain to exceed `max` (bounded, so a vocabulary scan stays cheap).
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  return editRows(a, b, max).distance;
}

/**
 * Smallest edit distance between `a` and any prefix of `b` ('storro' is 1 edit from 'storero…'),
 * or `max + 1`. Lets a half-typed word with a typo still find its target.
 */
export function boundedPrefixDistance(a: string, b: string, max: number): number {
  if (b.length < a.length - max) return max + 1;
  const { lastRow } = editRows(a, b.slice(0, a.length + max), max);
  let best = max + 1;
  for (let j = Math.max(0, a.length - max); j < lastRow.length; j++) best = Math.min(best, lastRow[j]);
  return best;
}

function editRows(a: string, b: string, max: number): { distance: number; lastRow: number[] } {
  const n = b.length;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, prevPrev[j - 2] + 1);
      row.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return { distance: max + 1, lastRow: row.map(() => max + 1) };
    prevPrev = prev;
    prev = row;
  }
  return { distance: Math.min(prev[n], max + 1), lastRow: prev };
}
