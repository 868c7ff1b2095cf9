// data/weapons-editorial.json, DF Wiki's own words and estimates for each sample weapon, read
// through its schema. Texts quote sourced figures as {damage}, {fire_rate}… (weapons.ts fills them).
import { parseDataFile } from '@dfwiki/shared/data-files';
import { z } from 'zod';
import editorialFile from '../../db/seed/data/weapons-editorial.json';

const rating = z.number().min(0).max(100);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/**
 * The figures a claim can compare, as the pages show them: the sourced damage, armour damage, fire
 * rate (RPM), muzzle velocity, headshot multiplier and magazine ({capacity}: sourced only), and
 * `ttk`, the engine's chest TTK with gold rounds against gold armour (chestGold: the figure the
 * weapon cards, the rating and the TTK page go by; 0 s is a kill in one shot, the fastest; a weapon
 * the engine does not model, e.g. a shotgun, has none).
 *
 * Every comparison reads a figure best first: the most damage, armour damage, RPM, m/s, headshot
 * multiplier or rounds, and the fastest (shortest) TTK. So "top" and "above" mean more RPM, but a
 * faster TTK. A weapon without the figure is left out of the set it is compared with.
 */
export const CLAIM_FIGURES = [
  'damage',
  'armor_damage',
  'fire_rate',
  'muzzle_velocity',
  'headshot',
  'capacity',
  'ttk',
] as const;
export type ClaimFigure = (typeof CLAIM_FIGURES)[number];

/**
 * The text items a claim backs: 'description', 'overview', 'notes', 'pros.0', 'cons.1'… (the index
 * counts from 0). Any text item that compares or ranks (a word like fastest, highest, most, top,
 * above-average, "one of the", "among the", "than most", "high … RPM"; editorial-claims.test.ts has
 * the list) must be named by at least one claim, by a claim of each figure such a word ranks ("the
 * fastest TTK" needs a ttk claim), and every claim must be true. A claim's text must name its figure.
 */
const textRef = z.string().regex(/^(description|overview|notes|(pros|cons)\.\d+)$/);
const claimed = { texts: z.array(textRef).min(1) };
const figure = z.enum(CLAIM_FIGURES);
/** 'class': the weapons of its own category (Assault Rifle, SMG…); 'all': every weapon. */
const among = z.enum(['class', 'all']);

/**
 * A factual comparison the texts make, checked against the data by editorial-claims.test.ts.
 * Its shapes (the fields decide which):
 * - `{ figure, among, rank: 'first' | 'last' }`: the best (fastest, highest…) or worst of the set;
 *   with `joint: true` it shares that place ("joint-highest", "ties for"), without it alone.
 * - `{ figure, among, rank: 'top' | 'middle' | 'bottom', share: 'half' | 'third' | 'quarter' }`:
 *   in the best, the central or the worst half/third/quarter of the set, ranked best first. Equal
 *   figures share their places and a weapon may take any of them, so 'top third' means fewer than a
 *   third of the set is strictly better. "Among the fastest TTKs in its class" is
 *   `{ figure: 'ttk', among: 'class', rank: 'top', share: 'third' }`; "only average damage" is
 *   `rank: 'middle', share: 'half'` (neither in the best nor in the worst quarter).
 * - `{ figure, among, vs: 'average', is: 'above' | 'below' }`: better (worse) than both the mean
 *   and the median of the set: "above-average", "high … RPM", "slow bullets", "for its class".
 * - `{ figure, vs: [slug, …], is: 'above' | 'below' | 'level' }`: better than, worse than, or the
 *   same as each named weapon ("hits harder than the G17", "the same damage as the SR-25").
 * - `{ fire_mode: 'full-auto' | 'burst' | 'single', has: true | false }`: the weapon has (or lacks)
 *   that fire mode in the cited weapon list (sources/weapons.json): "no full-auto mode".
 * Opinions (feel, recoil, price, "forgiving", "popular") need no claim; keep them worded as such.
 */
const ClaimSchema = z.union([
  z.strictObject({
    ...claimed,
    figure,
    among,
    rank: z.enum(['first', 'last']),
    joint: z.literal(true).optional(),
  }),
  z.strictObject({
    ...claimed,
    figure,
    among,
    rank: z.enum(['top', 'middle', 'bottom']),
    share: z.enum(['half', 'third', 'quarter']),
  }),
  z.strictObject({ ...claimed, figure, among, vs: z.literal('average'), is: z.enum(['above', 'below']) }),
  z.strictObject({
    ...claimed,
    figure,
    vs: z.array(slug).min(1),
    is: z.enum(['above', 'below', 'level']),
  }),
  z.strictObject({ ...claimed, fire_mode: z.enum(['full-auto', 'burst', 'single']), has: z.boolean() }),
]);
export type EditorialClaim = z.infer<typeof ClaimSchema>;

const EditorialWeaponSchema = z.strictObject({
  slug,
  /** The real in-game English name: the key into the sourced facts. */
  name: z.string().min(1),
  description: z.string().min(1),
  overview: z.string().min(1),
  notes: z.string(),
  pros: z.array(z.string().min(1)),
  cons: z.array(z.string().min(1)),
  /** Build tag names (lookups.json). */
  tags: z.array(z.string()),
  /** When this weapon's text was last written, if later than the file's edited_at. */
  edited_at: z.iso.date().optional(),
  is_new: z.boolean().optional(),
  /** The factual comparisons its texts make, each checked against the data (ClaimSchema above). */
  claims: z.array(ClaimSchema).optional(),
  /** Ours where no source has a figure: base stats only for weapons the base-stats file lacks. */
  estimates: z.strictObject({
    reload_time: z.number().positive(),
    armor_pen: rating,
    mobility: rating,
    accuracy: rating,
    handling: rating,
    range: rating.optional(),
    capacity: z.number().int().positive().optional(),
    control: rating.optional(),
    stability: rating.optional(),
  }),
});
export type EditorialWeapon = z.infer<typeof EditorialWeaponSchema>;

const EditorialFileSchema = z.strictObject({
  about: z.string(),
  edited_at: z.iso.date(),
  weapons: z.array(EditorialWeaponSchema),
});

export const editorial = parseDataFile(EditorialFileSchema, editorialFile, 'weapons-editorial.json');
