import type { ArmorPiece, ArmorPieceReplaceRaw, Round, RoundReplaceRaw } from '@dfwiki/shared';

// Round and armour forms: figures are kept as typed text, an empty box is "no source gives it"
// (null), and the PUT body carries only the fields an editor may change (the API keeps the rest).

/** A stored figure as box text: null shows as an empty box. */
const text = (n: number | null) => (n === null ? '' : String(n));
/** Box text as a figure: empty is null; anything else goes as typed, for the API to judge. */
const figure = (s: string): number | null => (s.trim() === '' ? null : Number(s));
/** A name box: empty is no name. */
const nameOrNull = (s: string) => s.trim() || null;

const textsOf = <K extends string>(keys: readonly K[], item: Record<K, number | null>) =>
  Object.fromEntries(keys.map((k) => [k, text(item[k])])) as Record<K, string>;
const figuresOf = <K extends string>(keys: readonly K[], texts: Record<K, string>) =>
  Object.fromEntries(keys.map((k) => [k, figure(texts[k])])) as Record<K, number | null>;

/** What both forms share: the names, the price with its date and the sources. */
interface CommonValues {
  name: string;
  name_cn: string;
  price: string;
  price_as_of: string;
  sources: string[];
}
const commonValues = (item: Round | ArmorPiece): CommonValues => ({
  name: item.name ?? '',
  name_cn: item.name_cn ?? '',
  price: text(item.price),
  price_as_of: item.price_as_of ?? '',
  sources: [...item.sources],
});
const commonBody = (v: CommonValues) => ({
  name: nameOrNull(v.name),
  price: figure(v.price),
  // Sent back as read unless changed: the API dates a new price today when the date stays.
  price_as_of: v.price_as_of || null,
  sources: v.sources.map((s) => s.trim()).filter(Boolean),
});

export const ROUND_FIGURES = [
  'penetration_level',
  'flesh_damage_factor',
  'through_factor_armor_one_below',
  'through_factor_armor_same_level',
] as const;
export type RoundFigure = (typeof ROUND_FIGURES)[number];
export const ARMOUR_LEVEL_KEYS = ['1', '2', '3', '4', '5', '6'] as const;
type LevelKey = (typeof ARMOUR_LEVEL_KEYS)[number];

export interface RoundFormValues extends CommonValues {
  figures: Record<RoundFigure, string>;
  /** Armour damage factor by armour level 1–6; all empty: not in the damage model. */
  armour: Record<LevelKey, string>;
}

export function roundFormValues(round: Round): RoundFormValues {
  const byLevel = round.armor_damage_factor_by_level;
  return {
    ...commonValues(round),
    figures: textsOf(ROUND_FIGURES, round),
    armour: Object.fromEntries(ARMOUR_LEVEL_KEYS.map((l) => [l, text(byLevel?.[l] ?? null)])) as Record<
      LevelKey,
      string
    >,
  };
}

export function roundBody(v: RoundFormValues): RoundReplaceRaw {
  const levels = Object.values(v.armour).some((s) => s.trim() !== '');
  return {
    ...commonBody(v),
    name_cn: nameOrNull(v.name_cn),
    ...figuresOf(ROUND_FIGURES, v.figures),
    armor_damage_factor_by_level: levels
      ? (figuresOf(ARMOUR_LEVEL_KEYS, v.armour) as RoundReplaceRaw['armor_damage_factor_by_level'])
      : null,
  };
}

export const ARMOUR_FIGURES = [
  'durability',
  'durability_like_new',
  'durability_damaged',
  'weight_kg',
  'aim_speed_pct',
  'move_speed_pct',
] as const;
export type ArmourFigure = (typeof ARMOUR_FIGURES)[number];

export interface ArmourFormValues extends CommonValues {
  protection_level: string;
  figures: Record<ArmourFigure, string>;
  repair_loss_cn: string;
  repair_efficiency_cn: string;
  model_zones: string[];
  /** Null when no source lists the game's zones and the editor ticks none. */
  protected_zones: string[] | null;
}

export function armourFormValues(piece: ArmorPiece): ArmourFormValues {
  return {
    ...commonValues(piece),
    protection_level: String(piece.protection_level),
    figures: textsOf(ARMOUR_FIGURES, piece),
    repair_loss_cn: piece.repair_loss_cn ?? '',
    repair_efficiency_cn: piece.repair_efficiency_cn ?? '',
    model_zones: [...piece.model_zones],
    protected_zones: piece.protected_zones && [...piece.protected_zones],
  };
}

type Grade = ArmorPieceReplaceRaw['repair_loss_cn'];

export function armourBody(v: ArmourFormValues): ArmorPieceReplaceRaw {
  return {
    ...commonBody(v),
    name_cn: v.name_cn.trim(),
    protection_level: Number(v.protection_level),
    // An empty durability goes as null, for the API to refuse at that field.
    ...(figuresOf(ARMOUR_FIGURES, v.figures) as Pick<ArmorPieceReplaceRaw, ArmourFigure>),
    repair_loss_cn: (v.repair_loss_cn || null) as Grade,
    repair_efficiency_cn: (v.repair_efficiency_cn || null) as Grade,
    model_zones: v.model_zones as ArmorPieceReplaceRaw['model_zones'],
    protected_zones: v.protected_zones as ArmorPieceReplaceRaw['protected_zones'],
  };
}

/** The client checks: a Chinese name for a piece (the API requires it); values are translation keys. */
export function checkArmourForm(v: ArmourFormValues) {
  return v.name_cn.trim() ? {} : { name_cn: 'admin.gear.nameCnRequired' };
}
