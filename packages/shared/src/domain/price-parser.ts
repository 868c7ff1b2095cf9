import { directionOf } from './keycards';
import type { Direction } from './keycards';

export interface PriceItem {
  name: string;
  price: number;
}

export type ParseResult =
  | {
      ok: true;
      items: PriceItem[];
      /** Entries skipped because name or price was unusable. */ invalid: string[];
    }
  | { ok: false; message: string };

/** Price updater toast texts, English. */
export const PRICE_UPDATER_MESSAGES = {
  INVALID_FORMAT: 'Invalid data format. Please enter a valid JSON array or name:price list.',
  PROCESSING_ERROR: 'Error processing data. Please check the format.',
  NO_MATCHES: 'No items matched with database cards',
  NO_ITEMS: 'No items to update',
  NO_CHANGES: 'No price changes detected',
  LOAD_ERROR: 'Error loading data',
  UPDATE_ERROR: 'Error updating prices',
  foundItems: (n: number) => `Found ${n} items`,
  couldNotMatch: (names: readonly string[]) => `Could not find exact matches for: ${names.join(', ')}`,
  updatedSummary: (ok: number, failed: number) => `Updated ${ok} items successfully, ${failed} failed`,
} as const;

/** Spaces, commas and dollar signs are removed, then the rest is read as an integer. */
function parsePrice(raw: unknown): number {
  if (typeof raw === 'number') return Number.isFinite(raw) ? Math.trunc(raw) : Number.NaN;
  if (typeof raw !== 'string') return Number.NaN;
  return Number.parseInt(raw.replace(/[\s,$]/g, ''), 10);
}

function collect(entries: { label: string; name: unknown; price: unknown }[]): ParseResult {
  const items: PriceItem[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    const name = typeof entry.name === 'string' ? entry.name.trim() : '';
    const price = parsePrice(entry.price);
    // Negative prices cannot be stored, so they are reported like unreadable ones.
    if (!name || Number.isNaN(price) || price < 0) invalid.push(entry.label);
    else items.push({ name, price });
  }
  return { ok: true, items, invalid };
}

/** 'name: price' lines; the name may itself contain colons, so split at the last one. */
function parseLines(text: string): ParseResult {
  const entries = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const cut = line.lastIndexOf(':');
      return cut === -1
        ? { label: line, name: '', price: '' }
        : { label: line, name: line.slice(0, cut), price: line.slice(cut + 1) };
    });
  return collect(entries);
}

/**
 * The text must parse as a JSON array of {name, price}; failing that, text with a colon is
 * read as 'name: price' lines. Valid JSON that is not an array (or an array of non-objects) gives
 * the invalid-format message; text that is neither JSON nor has a colon (or is broken JSON) gives
 * the processing error.
 */
export function parsePriceInput(text: string): ParseResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Broken JSON also contains colons; reading it as lines would invent prices from fragments.
    const looksLikeJson = /^\s*[[{]/.test(text);
    if (!looksLikeJson && text.includes(':')) return parseLines(text);
    return { ok: false, message: PRICE_UPDATER_MESSAGES.PROCESSING_ERROR };
  }
  if (
    !Array.isArray(parsed) ||
    !parsed.every((e) => typeof e === 'object' && e !== null && !Array.isArray(e))
  ) {
    return { ok: false, message: PRICE_UPDATER_MESSAGES.INVALID_FORMAT };
  }
  return collect(
    (parsed as Record<string, unknown>[]).map((e, i) => ({
      label: typeof e.name === 'string' && e.name.trim() ? e.name.trim() : `#${i + 1}`,
      name: e.name,
      price: e.price,
    })),
  );
}

/** Keycard fields the matcher needs (the selected map's cards). */
export interface MatchableKeycard {
  id: string;
  name: string;
  card_value: number;
  rarity_id: string;
}

/** A row the price updater recognised: a keycard and its new price. */
export interface IdentifiedPriceRow {
  id: string;
  name: string;
  currentPrice: number;
  newPrice: number;
  rarity: string;
}

/**
 * Match parsed names to keycards, case-insensitively. Exact names are matched first over the
 * whole input, then either name containing the other; each keycard is used at most once and the
 * earlier input line wins it. Rows keep input order; unmatched names are returned together.
 */
export function matchPrices(
  items: readonly PriceItem[],
  keycards: readonly MatchableKeycard[],
): { rows: IdentifiedPriceRow[]; unmatched: string[] } {
  const cards = keycards.map((card) => ({ card, key: card.name.trim().toLowerCase() }));
  const used = new Set<string>();
  const matchOf: (MatchableKeycard | undefined)[] = items.map(() => undefined);

  const pass = (accept: (item: string, card: string) => boolean) => {
    items.forEach((item, i) => {
      if (matchOf[i]) return;
      const key = item.name.trim().toLowerCase();
      if (!key) return;
      const hit = cards.find((c) => c.key !== '' && !used.has(c.card.id) && accept(key, c.key));
      if (hit) {
        used.add(hit.card.id);
        matchOf[i] = hit.card;
      }
    });
  };
  pass((item, card) => item === card);
  pass((item, card) => item.includes(card) || card.includes(item));

  const rows: IdentifiedPriceRow[] = [];
  const unmatched: string[] = [];
  items.forEach((item, i) => {
    const card = matchOf[i];
    if (!card) unmatched.push(item.name);
    else
      rows.push({
        id: card.id,
        name: card.name,
        currentPrice: card.card_value,
        newPrice: item.price,
        rarity: card.rarity_id,
      });
  });
  return { rows, unmatched };
}

/** Only rows whose new price differs are sent. */
export function changedRows<R extends { currentPrice: number; newPrice: number }>(rows: readonly R[]): R[] {
  return rows.filter((r) => r.newPrice !== r.currentPrice);
}

/** Diff column: amount, percent with one decimal (null when current is 0), direction. */
export function priceDiff(
  current: number,
  next: number,
): { amount: number; percent: number | null; direction: Direction } {
  const amount = next - current;
  const percent = current === 0 ? null : Math.round((amount / Math.abs(current)) * 1000) / 10;
  return { amount, percent: Object.is(percent, -0) ? 0 : percent, direction: directionOf(current, next) };
}

/** Rarity colour bar of the updater; unknown ids fall back to gray. */
export const RARITY_COLORS = {
  legendary: '#f59e0b',
  unique: '#ef4444',
  purple: '#a855f7',
  rare: '#3b82f6',
  common: '#9ca3af',
  unknown: '#9ca3af',
} as const;

export function rarityColor(rarityId: string | null | undefined): string {
  return (RARITY_COLORS as Record<string, string>)[rarityId ?? ''] ?? RARITY_COLORS.unknown;
}
