// The editors' texts (weapons-editorial.json) may hold opinions, but no wrong facts: every text
// item that compares or ranks weapons is backed by a claim (ClaimSchema in weapons-editorial.ts),
// and every claim is checked here against the data the pages show. Texts quote figures only as
// {placeholders}, and shotgun texts say nothing about TTK (the engine does not model shotguns).
import { describe, expect, it } from 'vitest';
import { readSourceCopy } from '../../../test/source-copies';
import { chestGold } from './chest-gold';
import { gameData } from './game-data';
import { sourcedBaseStatColumns, sourcedMagazine } from './weapon-base-stats';
import {
  CLAIM_FIGURES,
  editorial,
  type ClaimFigure,
  type EditorialClaim,
  type EditorialWeapon,
} from './weapons-editorial';

// ---------------------------------------------------------------------------------------------
// The figures, as the pages show them

const facts: Partial<typeof gameData.weapon_stats.weapons> = gameData.weapon_stats.weapons;
const factsOf = (w: EditorialWeapon) => {
  const f = facts[w.name];
  if (!f) throw new Error(`no sourced facts for '${w.name}'`);
  return f;
};

/** A weapon's figure, or null when it has none (it is then left out of every comparison). */
function figureOf(w: EditorialWeapon, figure: ClaimFigure): number | null {
  const f = factsOf(w);
  switch (figure) {
    case 'damage':
      return f.damage;
    case 'armor_damage':
      return f.armor_damage;
    case 'fire_rate':
      return f.fire_rate;
    case 'muzzle_velocity':
      return f.muzzle_velocity;
    case 'headshot':
      return f.headshot_multiplier;
    case 'capacity':
      // What {capacity} shows: a sourced magazine only, never our estimate.
      return sourcedBaseStatColumns(w.name)?.capacity ?? sourcedMagazine(w.name);
    case 'ttk':
      // The figure the weapon cards, the rating and the TTK page go by: gold rounds against gold
      // armour, to the chest. Null when the engine does not model the fight; 0 is a one-shot kill.
      return chestGold({ name: w.name, category: f.category, damage: f.damage, fire_rate: f.fire_rate });
  }
}

/** Best first: more of every figure is better, except TTK, where less (faster) is. */
const better = (figure: ClaimFigure, a: number, b: number) => (figure === 'ttk' ? a < b : a > b);

const UNITS: Record<ClaimFigure, string> = {
  damage: ' damage',
  armor_damage: ' armour damage',
  fire_rate: ' RPM',
  muzzle_velocity: ' m/s',
  headshot: 'x headshot',
  capacity: ' rounds',
  ttk: ' s TTK',
};
const BEST: Record<ClaimFigure, [best: string, worst: string]> = {
  damage: ['highest', 'lowest'],
  armor_damage: ['highest', 'lowest'],
  fire_rate: ['highest', 'lowest'],
  muzzle_velocity: ['fastest', 'slowest'],
  headshot: ['highest', 'lowest'],
  capacity: ['largest', 'smallest'],
  ttk: ['fastest', 'slowest'],
};
const MORE: Record<ClaimFigure, [better: string, worse: string]> = {
  damage: ['higher', 'lower'],
  armor_damage: ['higher', 'lower'],
  fire_rate: ['higher', 'lower'],
  muzzle_velocity: ['faster', 'slower'],
  headshot: ['higher', 'lower'],
  capacity: ['larger', 'smaller'],
  ttk: ['faster', 'slower'],
};
const SHARES = { half: 1 / 2, third: 1 / 3, quarter: 1 / 4 } as const;

const categoryOf = (w: EditorialWeapon) => factsOf(w).category;
const bySlug = new Map(editorial.weapons.map((w) => [w.slug, w]));
const show = (figure: ClaimFigure, v: number) => `${Number(v.toFixed(3))}${UNITS[figure]}`;

// Fire modes, from the cited weapon list (not shown on the pages, but the texts name them).
const MODES_CN = { 全自动: 'full-auto', 连发: 'burst', 单发: 'single' } as const;
const weaponList = readSourceCopy<{ name?: string; fire_modes_cn?: string }[]>('weapons.json');
function fireModes(w: EditorialWeapon): string[] | null {
  const listed = weaponList.find((s) => s.name === w.name)?.fire_modes_cn;
  if (!listed) return null;
  return listed
    .split(/[,/，]/)
    .map((m) => MODES_CN[m.trim() as keyof typeof MODES_CN] ?? `unknown mode ${m}`);
}

// ---------------------------------------------------------------------------------------------
// Checking one claim

type FigureClaim = Exclude<EditorialClaim, { fire_mode: unknown }>;
type VersusClaim = Extract<FigureClaim, { vs: string[] }>;
type SetClaim = Exclude<FigureClaim, VersusClaim>;
const isVersus = (c: FigureClaim): c is VersusClaim => 'vs' in c && Array.isArray(c.vs);

interface Verdict {
  holds: boolean;
  /** What the data says, for the failure message. */
  detail: string;
}

function describeClaim(w: EditorialWeapon, c: EditorialClaim): string {
  const where = `(${c.texts.join(', ')})`;
  if ('fire_mode' in c) return `${w.slug}: has ${c.has ? 'a' : 'no'} ${c.fire_mode} mode ${where}`;
  const [more, less] = MORE[c.figure];
  if (isVersus(c)) {
    const word = { above: `${more} than`, below: `${less} than`, level: 'the same as' }[c.is];
    return `${w.slug}: ${c.figure} ${word} ${c.vs.join(', ')} ${where}`;
  }
  const set = c.among === 'class' ? categoryOf(w) : 'all weapons';
  if ('vs' in c)
    return `${w.slug}: ${c.figure} ${c.is === 'above' ? more : less} than the average of ${set} ${where}`;
  const [best, worst] = BEST[c.figure];
  if ('share' in c)
    return `${w.slug}: ${c.figure} in the ${c.rank} ${c.share} of ${set} (${best} first) ${where}`;
  return `${w.slug}: ${c.figure} the ${c.joint ? 'joint-' : ''}${c.rank === 'first' ? best : worst} of ${set} ${where}`;
}

function judge(w: EditorialWeapon, c: EditorialClaim): Verdict {
  if ('fire_mode' in c) {
    const modes = fireModes(w);
    if (!modes) return { holds: false, detail: 'sources/weapons.json gives no fire modes for it' };
    return { holds: modes.includes(c.fire_mode) === c.has, detail: `its fire modes: ${modes.join(', ')}` };
  }
  const { figure } = c;
  const own = figureOf(w, figure);
  if (own === null) return { holds: false, detail: `it has no ${figure} figure` };

  if (isVersus(c)) {
    const others = c.vs.map((slug) => {
      const other = bySlug.get(slug);
      if (!other) throw new Error(`${w.slug}: claim names '${slug}', which is no weapon of the file`);
      return { slug, v: figureOf(other, figure) };
    });
    const failing = others.filter(({ v }) => {
      if (v === null) return true;
      if (c.is === 'level') return v !== own;
      return c.is === 'above' ? !better(figure, own, v) : !better(figure, v, own);
    });
    const list = others.map(({ slug, v }) => `${slug} ${v === null ? 'none' : show(figure, v)}`).join(', ');
    return { holds: failing.length === 0, detail: `${w.slug} ${show(figure, own)}; ${list}` };
  }
  return judgeInSet(w, c, own);
}

/** A claim about the weapon's place in its class or among all weapons. */
function judgeInSet(w: EditorialWeapon, c: SetClaim, own: number): Verdict {
  const { figure } = c;

  const set = editorial.weapons
    .filter((o) => c.among === 'all' || categoryOf(o) === categoryOf(w))
    .map((o) => ({ slug: o.slug, v: figureOf(o, figure) }))
    .filter((o): o is { slug: string; v: number } => o.v !== null)
    .sort((a, b) => (better(figure, a.v, b.v) ? -1 : better(figure, b.v, a.v) ? 1 : 0));
  const n = set.length;
  const ahead = set.filter((o) => better(figure, o.v, own));
  const behind = set.filter((o) => better(figure, own, o.v));
  const tied = n - ahead.length - behind.length - 1;
  const ranking = set.map((o) => `${o.slug === w.slug ? '*' : ''}${o.slug} ${show(figure, o.v)}`).join(', ');
  const place = `${w.slug} ${show(figure, own)} is #${ahead.length + 1}${tied ? ` (tied with ${tied})` : ''} of ${n}`;

  if ('vs' in c) {
    const values = set.map((o) => o.v).sort((a, b) => a - b);
    const mean = values.reduce((a, b) => a + b, 0) / n;
    const median = n % 2 ? values[(n - 1) / 2]! : (values[n / 2 - 1]! + values[n / 2]!) / 2;
    const holds =
      c.is === 'above'
        ? better(figure, own, mean) && better(figure, own, median)
        : better(figure, mean, own) && better(figure, median, own);
    return { holds, detail: `${place}; mean ${show(figure, mean)}, median ${show(figure, median)}` };
  }
  if (!('share' in c)) {
    const beaten = c.rank === 'first' ? ahead : behind;
    const holds = beaten.length === 0 && (c.joint ? tied > 0 : tied === 0);
    const why = beaten.length
      ? `${c.rank === 'first' ? 'ahead' : 'behind'} of it: ${beaten.map((o) => o.slug).join(', ')}`
      : tied && !c.joint
        ? 'it ties (say "joint" and add joint: true)'
        : !tied && c.joint
          ? 'it does not tie (drop "joint")'
          : 'ok';
    return { holds, detail: `${place}; ${why}. Ranking: ${ranking}` };
  }
  // A weapon holds every place of its tie group: places ahead.length … n - behind.length - 1.
  const first = ahead.length;
  const last = n - behind.length - 1;
  const share = SHARES[c.share] * n;
  const holds =
    c.rank === 'top'
      ? first < share
      : c.rank === 'bottom'
        ? last >= n - share
        : last >= (n - share) / 2 && first < n - (n - share) / 2;
  return { holds, detail: `${place}. Ranking: ${ranking}` };
}

// ---------------------------------------------------------------------------------------------
// Reading the texts

const TEXT_FIELDS = ['description', 'overview', 'notes'] as const;

/** Every text item of a weapon with its reference ('overview', 'pros.0'…), placeholders unfilled. */
const textItems = (w: EditorialWeapon): [ref: string, text: string][] => [
  ...TEXT_FIELDS.map((f): [string, string] => [f, w[f]]),
  ...w.pros.map((t, i): [string, string] => [`pros.${i}`, t]),
  ...w.cons.map((t, i): [string, string] => [`cons.${i}`, t]),
];

const FIGURE_NOUN = String.raw`(rpm|fire rate|rate of fire|cyclic rate|cadence|damage|bullets?|pellets?|shells?|velocity|m/s|headshot|magazine|ttks?|hits?)\b`;
const ADJECTIVE = String.raw`\b(high|higher|low|lower|slow|slower|fast|faster|quick|quicker|brisk|strong|stronger|weak|weaker|big|bigger|large|larger|small|smaller|huge|heavy|heavier|hard-hitting|modest|generous|good|solid|decent|poor|great|enormous|extreme|extremely|blistering|average|unremarkable|long|short|flat|few|fewer|many)\b(?!-level|-tier)`;

/**
 * Words and phrases that compare or rank: a text item holding one needs a claim naming it. Kept
 * broad on purpose; a false alarm is fixed by rewording or by the claim the words imply.
 */
const RANKING: RegExp[] = [
  /\b(fastest|slowest|quickest|highest|lowest|best|worst|most|least|strongest|weakest|biggest|largest|smallest|hardest|heaviest|lightest|longest|shortest|greatest|elite)\b/i,
  /\btop(?![- ]tier)\b/i,
  /\b(one of the|among the|the only|unlike most|like most|in (its|the) class|of the class|for (its|their) class|in the game|of any)\b/i,
  /\bfor an? (assault rifle|battle rifle|marksman rifle|sniper rifle|rifle|smg|pistol|sidearm|shotgun|machine gun|lmg|bolt-action)\b/i,
  /\b(above|below)[- ]average\b|\b(average|median)\b/i,
  /\b(upper|lower) half\b|\bjoint\b|\bties? for\b|\bmatch(es|ing)\b|\bthe same\b|\bas (hard|fast|much|many) as\b/i,
  /\bthan\b(?<!\brather than)/i,
  /\bfires? (\w+ )?(slowly|quickly|fast|rapidly)\b|\bcycles? (quickly|fast|slowly)\b|\bhits? (extremely |very )?hard\b/i,
  /\b(strong|weak|good|poor|great|better|worse)\b (into|against|through) (\w+ )?armou?r\b/i,
];
/** "High … RPM", "strong armour damage", "slow bullets": an adjective before a figure. */
const ADJECTIVE_FIGURE = new RegExp(`${ADJECTIVE}(?:(?!\\band\\b)[^.;!?,]){0,30}?\\b${FIGURE_NOUN}`, 'i');
/** Fire modes ("no full-auto mode", "fires in bursts"): backed by fire_mode claims. */
const FIRE_MODE =
  /\b(full[- ]auto|fully automatic|auto mode|burst[- ](fire|pistol)|three-round|in bursts|bursts or single|single shots?)\b/i;
const COMPARING = [...RANKING, ADJECTIVE_FIGURE, FIRE_MODE];
const comparingWord = (text: string) => COMPARING.map((re) => re.exec(text)?.[0]).find(Boolean);

/** Words a text names each figure with: a claim's text item must name the figure it backs. */
const FIGURE_WORDS: Record<ClaimFigure | 'fire_mode', RegExp> = {
  damage: /damage|\bhit|per[- ](shot|bullet)|punch|shells?|rounds/i,
  armor_damage: /armou?r/i,
  fire_rate:
    /rpm|fire rate|rate of fire|cyclic|cadence|fires?|firing|cycles|follow-up|semi-auto|pump|bolt|lever/i,
  muzzle_velocity: /bullets?|velocity|m\/s|pellets?|shells?|rounds/i,
  headshot: /headshot|head/i,
  capacity: /magazine|\bmag\b|belt|box|rounds?\b|reload/i,
  ttk: /\bttks?\b|kill/i,
  fire_mode: /auto|burst|single/i,
};

/**
 * Words that name one figure and nothing else: a comparing phrase that names one of these, or a
 * ranking word close to one, needs a claim of that figure on its text item ("the fastest TTK" needs
 * a ttk claim, even if the item has a fire_rate claim).
 */
const NAMED_FIGURE: Record<ClaimFigure, RegExp> = {
  damage: /(?<!armou?r )\bdamage\b/i,
  armor_damage: /\barmou?r damage\b/i,
  fire_rate: /\brpm\b|fire rate|rate of fire|cyclic|cadence/i,
  muzzle_velocity: /velocity|m\/s|bullet speed|pellet speed/i,
  headshot: /headshot/i,
  capacity: /magazine|\bmag\b|\bbelt\b/i,
  ttk: /\bttks?\b|\bkill/i,
};
/** How far (characters, within its sentence) a ranking word reaches for the figure it ranks. */
const NEAR = 25;

/**
 * The figures each comparing phrase of a text is about: those named inside an adjective phrase
 * ("strong armour damage"), or within NEAR characters of a ranking word ("the fastest derived
 * TTK", "damage is the lowest").
 */
function comparedFigures(text: string): { words: string; figure: ClaimFigure }[] {
  return text.split(/(?<=[.;!?])\s+/).flatMap((sentence) => {
    const named = (figure: ClaimFigure, from: number, to: number) =>
      [...sentence.matchAll(new RegExp(NAMED_FIGURE[figure].source, 'gi'))].some(
        (m) => m.index < to && m.index + m[0].length > from,
      );
    const about = (re: RegExp, reach: number) =>
      [...sentence.matchAll(new RegExp(re.source, 'gi'))].flatMap((m) =>
        CLAIM_FIGURES.filter((figure) => named(figure, m.index - reach, m.index + m[0].length + reach)).map(
          (figure) => ({ words: m[0], figure }),
        ),
      );
    return [...RANKING.flatMap((re) => about(re, NEAR)), ...about(ADJECTIVE_FIGURE, 0)];
  });
}

/** A shared first or last place is said so ("joint-highest", "ties for", "tied with"). */
const JOINT_WORDS = /\bjoint\b|\bties?\b|\btied\b/i;

/** Literal figures: 3+ digits in a row, a number before RPM, or numbers in words. */
const LITERAL_FIGURE = /\d{3,}|\d\s*rpm\b|\b(hundred|thousand)\b/i;
/** Names (M1911, QJB 201, the 725) and calibres (.357, 7.62x54R, .45-70) hold digits but no figure. */
const NAMES = editorial.weapons
  .flatMap((w) => [
    w.name,
    w.name.replace(
      / (Assault|Battle|Marksman|Sniper|Lever-action) Rifle$| (Compact Assault Rifle|(Light|General) Machine Gun|Submachine Gun|Double Barrel Shotgun|Shotgun)$/,
      '',
    ),
  ])
  .sort((a, b) => b.length - a.length);
const withoutNames = (text: string) =>
  NAMES.reduce((t, name) => t.split(name).join(' '), text)
    .replace(/\{[a-z_]+\}/g, ' ')
    .replace(/\b[A-Za-z]+-?\d+[A-Za-z]*\b/g, ' ')
    .replace(/(^|[\s(])\.\d+(-\d+)?\b|\b\d+(\.\d+)?x\d+R?\b|\b\d+-\d+\b/g, ' ');
/** Any word about killing speed (no shotgun text may use one: the engine does not model them). */
const TTK_WORDS =
  /\bttks?\b|time[- ]to[- ]kill|\bkill(s|ed|ing|er|ers)?\b|\b(one|two|three|single)[- ](shot|hit)\b/i;

// ---------------------------------------------------------------------------------------------
// The tests

const cases = editorial.weapons.flatMap((w) =>
  (w.claims ?? []).map((claim) => ({ name: describeClaim(w, claim), w, claim })),
);

describe('every claim of the editorial texts holds against the data', () => {
  it('has claims to check', () => expect(cases.length).toBeGreaterThan(100));

  // One test per claim, named by what it says ("k416: fire_rate in the top third of Assault Rifle").
  for (const { name, w, claim } of cases)
    it(name, () => {
      const { holds, detail } = judge(w, claim);
      expect(holds, `false claim in weapons-editorial.json: ${name}: ${detail}`).toBe(true);
    });
});

describe('the editorial texts', () => {
  it.each(editorial.weapons.map((w) => [w.slug, w] as const))(
    '%s: every text item that compares or ranks is backed by a claim that names its figure',
    (_, w) => {
      const items = new Map(textItems(w));
      const problems: string[] = [];
      for (const claim of w.claims ?? [])
        for (const ref of claim.texts) {
          const text = items.get(ref);
          const figure = 'fire_mode' in claim ? 'fire_mode' : claim.figure;
          if (text === undefined) problems.push(`a claim names '${ref}', which ${w.slug} has no text at`);
          else if (!FIGURE_WORDS[figure].test(text))
            problems.push(`a claim of ${figure} names '${ref}', which does not speak of it: "${text}"`);
          else if ('joint' in claim && claim.joint && !JOINT_WORDS.test(text))
            problems.push(
              `a joint: true claim names '${ref}', which does not say the place is shared: "${text}"`,
            );
        }
      const backed = new Set((w.claims ?? []).flatMap((c) => c.texts));
      const figuresAt = (ref: string) =>
        new Set(
          (w.claims ?? []).filter((c) => c.texts.includes(ref)).map((c) => ('figure' in c ? c.figure : null)),
        );
      for (const [ref, text] of items) {
        const word = comparingWord(text);
        if (word && !backed.has(ref))
          problems.push(
            `${ref} compares or ranks ("${word}") with no claim naming it: "${text}". Add a claim with ` +
              `"texts": ["${ref}"] to ${w.slug}'s claims (ClaimSchema in weapons-editorial.ts says how), ` +
              `or reword it as an opinion.`,
          );
        else
          for (const { words, figure } of comparedFigures(text))
            if (!figuresAt(ref).has(figure))
              problems.push(
                `${ref} compares or ranks ${figure} ("${words}"), but no ${figure} claim names '${ref}': ` +
                  `"${text}". Add one or reword it.`,
              );
      }
      expect(problems, `weapons-editorial.json, ${w.slug}:\n${problems.join('\n')}`).toEqual([]);
    },
  );

  it('quote no figure as a literal number: sourced figures are {placeholders}', () => {
    const found = editorial.weapons.flatMap((w) =>
      textItems(w)
        .filter(([, text]) => LITERAL_FIGURE.test(withoutNames(text)))
        .map(([ref, text]) => `${w.slug} ${ref}: "${text}"`),
    );
    expect(
      found,
      `write these figures as {fire_rate}, {damage}… or leave them out:\n${found.join('\n')}`,
    ).toEqual([]);
  });

  it('say nothing about the TTK of a shotgun (the engine does not model shotguns)', () => {
    const shotguns = editorial.weapons.filter((w) => categoryOf(w) === 'Shotgun');
    expect(shotguns.length).toBeGreaterThan(0);
    const found = shotguns.flatMap((w) => [
      ...textItems(w)
        .filter(([, text]) => TTK_WORDS.test(text))
        .map(([ref, text]) => `${w.slug} ${ref}: "${text}"`),
      ...(w.claims ?? [])
        .filter((c) => 'figure' in c && c.figure === 'ttk')
        .map(() => `${w.slug}: a ttk claim`),
    ]);
    expect(found, `shotgun texts about TTK:\n${found.join('\n')}`).toEqual([]);
  });
});
