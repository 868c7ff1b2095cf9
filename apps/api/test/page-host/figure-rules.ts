// The rules every public page's first HTML keeps about the figures it shows (docs/data-provenance.md,
// "What every page keeps"). Each rule reads a parsed page and returns what breaks it, so the walk
// (figures-walk.test.ts) can name the page and the figure, and the rules' own tests can feed them a
// page that breaks them.
import en from '../../../web/public/locales/en.json' with { type: 'json' };
import ro from '../../../web/public/locales/ro.json' with { type: 'json' };

type Locale = typeof en;
const both = (pick: (l: Locale) => string) => [pick(en), pick(ro as Locale)];

/** A figure that reads as zero: "0", "0.000 s", "0/min", "0 m", "0%"… */
const ZERO = /^(0|0[.,]0+)(\s?(\/min|m|s|kg|%|×))?$/;

/**
 * Labels under which 0 is a real figure, not a missing one: a round's penetration level 0, a share
 * of 0 % let through armour, the HP left after the killing hit, a count of events.
 */
const REAL_ZERO_LABELS = new Set([
  ...both((l) => l.gear.columns.level),
  ...both((l) => l.gear.round.level),
  ...both((l) => l.gear.round.through),
  ...both((l) => l.gear.round.throughOneBelow),
  ...both((l) => l.gear.round.throughSame),
  ...both((l) => l.calculator.hits.hp),
  ...both((l) => l.events.counts.active),
]);

/** What a figure cell is labelled: its <dt>, or its column's header. */
function labelOf(cell: Element): string {
  if (cell.tagName === 'DD') return cell.parentElement?.querySelector('dt')?.textContent?.trim() ?? '';
  const row = cell.parentElement as HTMLTableRowElement | null;
  const table = cell.closest('table');
  const index = row ? [...row.children].indexOf(cell) : -1;
  return table?.querySelector('thead tr')?.children[index]?.textContent?.trim() ?? '';
}

/** A missing figure must read as missing ("—" with its reason), never as 0. */
export function zeroForMissing(doc: Document): string[] {
  return [...doc.querySelectorAll('main dd, main td')].flatMap((cell) => {
    const value = cell.textContent?.trim() ?? '';
    const label = labelOf(cell);
    return ZERO.test(value) && !REAL_ZERO_LABELS.has(label) ? [`"${label}" reads ${value}`] : [];
  });
}

/** A page that shows figures names where they come from and when: a date and a source in reach. */
export function figuresWithoutProvenance(doc: Document): string[] {
  const main = doc.querySelector('main');
  if (!main) return [];
  const figures = [...main.querySelectorAll('dd, td')].filter((c) => /\d/.test(c.textContent ?? ''));
  if (figures.length === 0) return [];
  const text = main.textContent ?? '';
  const problems: string[] = [];
  if (!/\b(19|20)\d\d\b/.test(text)) problems.push(`${figures.length} figures and no date`);
  // A source, or the label of what is not sourced: an Example says the figures are made up.
  const source =
    main.querySelector('a[href$="/wiki/data"], a[href*="/wiki/data#"]') ??
    main.querySelector('[data-testid*="provenance"], [data-testid*="source"], [data-testid$="-dates"]') ??
    main.querySelector('[data-testid="example-note"]');
  if (!source)
    problems.push(
      `${figures.length} figures and no source (no provenance line, no About our data link, no Example)`,
    );
  return problems;
}

/** Names DF Wiki translated, each with the game's original the page must show beside it. */
export type Translation = { ours: string; original: string };

/**
 * Our translation of a game name stands beside the original: wherever the translated name is an
 * element's whole text, the original is in the same row, card or header.
 */
export function translationWithoutOriginal(doc: Document, names: readonly Translation[]): string[] {
  const byName = new Map(names.map((n) => [n.ours, n.original]));
  const problems: string[] = [];
  for (const el of doc.querySelectorAll(
    'main a, main h1, main h2, main h3, main td, main span, main strong',
  )) {
    const original = byName.get(el.textContent?.trim() ?? '');
    if (!original) continue;
    const around = el.closest('tr, li, header, article, section') ?? el.parentElement;
    if (!around?.textContent?.includes(original))
      problems.push(`"${el.textContent?.trim()}" without "${original}"`);
  }
  return problems;
}

/** Words that label an opinion; a rating or time worked out from data must never carry them. */
const OPINION = [en.weapons.opinion.label, ro.weapons.opinion.label, 'editors’', "editors'", 'editorilor'];

/** A computed value (a weapon's rating, a TTK) is never labelled as the editors' opinion. */
export function opinionOnComputed(doc: Document): string[] {
  const rated = [...doc.querySelectorAll('main [aria-label], main [title]')].filter((el) =>
    /\b(tier|nivel|nota|rating)\b/i.test(`${el.getAttribute('aria-label')} ${el.getAttribute('title')}`),
  );
  const labelled = rated.flatMap((el) => {
    const said = `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`;
    return OPINION.some((word) => said.toLowerCase().includes(word.toLowerCase()))
      ? [`a rating labelled as opinion: "${said.trim()}"`]
      : [];
  });
  // Link previews and search results carry the page's description: the same rule holds there.
  const preview = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  const previewed = /editors\W{0,2} tier|nivel dat de editori/i.test(preview)
    ? [`the description calls a rating the editors': "${preview}"`]
    : [];
  return [...labelled, ...previewed];
}
