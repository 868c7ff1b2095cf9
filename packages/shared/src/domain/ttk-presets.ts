// The TTK page's two tabs as set-ups of the engine: which round each calibre fires and which
// armour and helmet the target wears. The pieces are our choice of a common piece of the level
// (the worked examples use three of them); the page names them, so a reader can check.

import {
  simulateFight,
  type EngineArmour,
  type EngineRound,
  type EngineWeapon,
  type FightResult,
  type HitZone,
  type NotModelledReason,
} from './ttk-engine';

export type TtkPresetId = 'gold' | 'blue';

export interface TtkPreset {
  id: TtkPresetId;
  /** The colour of round each calibre fires: the game's gold tier is 'orange' in the data. */
  roundRarity: 'orange' | 'blue';
  bodyArmorId: string;
  helmetId: string;
}

export const TTK_PRESETS: readonly TtkPreset[] = [
  // Gold ammo against level-5 armour: 精英防弹背心 (95) and GN 重型头盔 (50).
  { id: 'gold', roundRarity: 'orange', bodyArmorId: 'body-11050005001', helmetId: 'helmet-11010005004' },
  // Blue ammo against level-4 (purple) armour: DT-AVS防弹衣 (100) and DICH 训练头盔 (35).
  { id: 'blue', roundRarity: 'blue', bodyArmorId: 'body-11050004003', helmetId: 'helmet-11010004003' },
];

/** What choosing a round needs of it. */
export interface PresetCandidate {
  id: string;
  name: string | null;
  caliber: string | null;
  rarity: string | null;
  penetration_level: number | null;
  flesh_damage_factor: number | null;
}

/**
 * A preset's round for one calibre: of the preset's colour and in the damage model, the highest
 * penetration level, then the highest damage factor, then the first by id. Null when the calibre
 * has no round of that colour.
 */
export function presetRound<R extends PresetCandidate>(
  rounds: readonly R[],
  caliber: string,
  preset: TtkPreset,
): R | null {
  const candidates = rounds.filter(
    (r) =>
      r.caliber === caliber &&
      r.rarity === preset.roundRarity &&
      r.penetration_level !== null &&
      r.flesh_damage_factor !== null,
  );
  return candidates.sort(strongestRoundFirst)[0] ?? null;
}

/** Sort order of modelled rounds: highest penetration level, then damage factor, then id. */
export const strongestRoundFirst = (a: PresetCandidate, b: PresetCandidate) =>
  (b.penetration_level ?? -1) - (a.penetration_level ?? -1) ||
  (b.flesh_damage_factor ?? -1) - (a.flesh_damage_factor ?? -1) ||
  a.id.localeCompare(b.id);

/**
 * A weapon as the presets need it: its damage model may be missing (no source has one), and so may
 * its damage and fire rate (null: no figure, never 0).
 */
export interface PresetWeapon {
  category: string;
  damage: number | null;
  fire_rate: number | null;
  caliber: string | null;
  armor_damage: number | null;
  zone_multipliers: EngineWeapon['zone_multipliers'] | null;
  range_bands: EngineWeapon['range_bands'] | null;
}

/** The engine's view of a weapon, or null when its damage model, damage or fire rate is missing. */
export function engineWeapon(weapon: PresetWeapon): EngineWeapon | null {
  const { armor_damage, zone_multipliers, range_bands, damage, fire_rate } = weapon;
  if (armor_damage === null || !zone_multipliers || !range_bands) return null;
  if (damage === null || fire_rate === null || !(fire_rate > 0)) return null;
  return {
    category: weapon.category,
    damage,
    armor_damage,
    fire_rate_rpm: fire_rate,
    zone_multipliers,
    range_bands,
  };
}

export type PresetFight =
  | { modelled: true; round: string; result: Extract<FightResult, { modelled: true }> }
  | { modelled: false; reason: NotModelledReason | 'no-model' | 'no-round' };

export interface ModelledPieces<A> {
  bodyArmor: A | null;
  helmet: A | null;
}

/** Whether a weapon has all the engine needs of it: a calibre, armour damage, zones, ranges, a fire rate. */
export const hasDamageModel = (w: PresetWeapon): boolean => Boolean(w.caliber) && engineWeapon(w) !== null;

/** The engine's fight of `weapon` firing `round` at a target in `pieces`, every hit in `zone`. */
export function modelFight(
  weapon: PresetWeapon,
  round: EngineRound | null,
  pieces: ModelledPieces<EngineArmour>,
  zone: HitZone,
): FightResult | { modelled: false; reason: 'no-model' | 'no-round' } {
  const model = engineWeapon(weapon);
  if (!model || !weapon.caliber) return { modelled: false, reason: 'no-model' };
  if (!round) return { modelled: false, reason: 'no-round' };
  return simulateFight({
    weapon: model,
    round,
    bodyArmor: pieces.bodyArmor,
    helmet: pieces.helmet,
    zones: zone,
  });
}

/** The body armour and helmet a preset's target wears (null when the data lacks the piece). */
export function presetPieces<A extends { id: string }>(
  preset: TtkPreset,
  armor: readonly A[],
): ModelledPieces<A> {
  const piece = (id: string) => armor.find((a) => a.id === id) ?? null;
  return { bodyArmor: piece(preset.bodyArmorId), helmet: piece(preset.helmetId) };
}

/**
 * One weapon under one preset, every hit in `zone`: the preset's round for the weapon's calibre
 * against the preset's body armour and helmet.
 */
export function presetFight<R extends PresetCandidate & EngineRound>(
  weapon: PresetWeapon,
  preset: TtkPreset,
  zone: HitZone,
  gear: { rounds: readonly R[]; armor: readonly (EngineArmour & { id: string })[] },
): PresetFight {
  const round = weapon.caliber ? presetRound(gear.rounds, weapon.caliber, preset) : null;
  const result = modelFight(weapon, round, presetPieces(preset, gear.armor), zone);
  return result.modelled ? { modelled: true, round: round!.id, result } : result;
}

export interface LevelPiece {
  id: string;
  type: string;
  protection_level: number;
  durability: number;
}

/**
 * The pieces that stand for an armour level on the pages: of each type (body armour, helmet) at
 * that level, the most durable, then the first by id. Level 0 is no armour. The most durable piece
 * is the one that takes longest to break, so a TTK against it is the slowest of its level.
 */
export function representativePieces<A extends LevelPiece>(
  armor: readonly A[],
  level: number,
): ModelledPieces<A> {
  const best = (type: string) =>
    armor
      .filter((a) => a.type === type && a.protection_level === level)
      .sort((a, b) => b.durability - a.durability || a.id.localeCompare(b.id))[0] ?? null;
  return level > 0 ? { bodyArmor: best('body'), helmet: best('helmet') } : { bodyArmor: null, helmet: null };
}

/** The weapon read's names for the presets: the gold preset is stored as 'yellow' ammo. */
export const PRESET_AMMO: Record<TtkPresetId, 'yellow' | 'blue'> = { gold: 'yellow', blue: 'blue' };

export interface PresetTtkValue {
  ammo_type: 'yellow' | 'blue';
  target_area: 'chest' | 'head';
  /** Seconds to 3 decimals (0: a kill in one shot); null when the fight is not modelled. */
  ttk_value: number | null;
}

/**
 * The four TTK figures a weapon read carries (each preset, chest and head), worked out by the
 * engine; a weapon without a damage model (null) gets null everywhere, never a 0 that reads as
 * a kill in one shot.
 */
export function presetTtkValues<R extends PresetCandidate & EngineRound>(
  weapon: PresetWeapon | null,
  gear: { rounds: readonly R[]; armor: readonly (EngineArmour & { id: string })[] },
): PresetTtkValue[] {
  return TTK_PRESETS.flatMap((preset) =>
    (['chest', 'head'] as const).map((zone) => {
      const fight = weapon ? presetFight(weapon, preset, zone, gear) : null;
      return {
        ammo_type: PRESET_AMMO[preset.id],
        target_area: zone,
        ttk_value: fight?.modelled ? Math.round(fight.result.ttkSeconds * 1000) / 1000 : null,
      };
    }),
  );
}
