/** Numeric fields parse as numbers; NaN (empty or unreadable) becomes 0. */
export function toNumber(value: string | number): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) ? n : 0;
}

/** Whole number (prices, counts): parsed, NaN → 0, then truncated. */
export function toInt(value: string | number): number {
  return Math.trunc(toNumber(value));
}

export const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
