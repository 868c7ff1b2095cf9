// What the TTK page compares: a preset (gold or blue) or the player's own choice of round and
// armour level, run through the engine for every weapon (docs/ttk-model.md).
import type { EngineArmour, EngineRound, HitZone } from './ttk-engine';
import {
  modelFight,
  presetPieces,
  presetRound,
  representativePieces,
  TTK_PRESETS,
  type LevelPiece,
  type ModelledPieces,
  type PresetCandidate,
  type PresetWeapon,
} from './ttk-presets';

export type TtkSetupId = 'gold' | 'blue' | 'custom';

export interface TtkSetup {
  id: TtkSetupId;
  /** Custom only: the penetration level of the round each calibre fires. */
  penetration: number;
  /** Custom only: one round instead of a level; the table then shows the weapons of its calibre. */
  roundId: string | null;
  /** Custom only: the target's armour level, 0 (none) to 6. */
  armourLevel: number;
}

export const ARMOUR_LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;

export interface SetupRound extends PresetCandidate, EngineRound {
  penetration_level: number | null;
  flesh_damage_factor: number | null;
}
export type SetupPiece = EngineArmour & LevelPiece;

export interface SetupGear<R extends SetupRound, A extends SetupPiece> {
  rounds: readonly R[];
  armor: readonly A[];
}

const inModel = (r: SetupRound) => r.penetration_level !== null && r.flesh_damage_factor !== null;

/** Penetration levels some modelled round has, lowest first: the custom choice's options. */
export function penetrationLevels(rounds: readonly SetupRound[]): number[] {
  return [...new Set(rounds.filter(inModel).map((r) => r.penetration_level!))].sort((a, b) => a - b);
}

/** A calibre's modelled round of one penetration level: the highest damage factor, then the first id. */
export function levelRound<R extends SetupRound>(
  rounds: readonly R[],
  caliber: string,
  level: number,
): R | null {
  return (
    rounds
      .filter((r) => r.caliber === caliber && inModel(r) && r.penetration_level === level)
      .sort((a, b) => b.flesh_damage_factor! - a.flesh_damage_factor! || a.id.localeCompare(b.id))[0] ?? null
  );
}

const presetOf = (setup: TtkSetup) => TTK_PRESETS.find((p) => p.id === setup.id);

/** The round a setup fires from a calibre; null when there is none. */
export function setupRound<R extends SetupRound>(
  setup: TtkSetup,
  rounds: readonly R[],
  caliber: string,
): R | null {
  const preset = presetOf(setup);
  if (preset) return presetRound(rounds, caliber, preset);
  if (setup.roundId) {
    const round = rounds.find((r) => r.id === setup.roundId);
    return round?.caliber === caliber && inModel(round) ? round : null;
  }
  return levelRound(rounds, caliber, setup.penetration);
}

/** The body armour and helmet a setup's target wears. */
export function setupPieces<A extends SetupPiece>(setup: TtkSetup, armor: readonly A[]): ModelledPieces<A> {
  const preset = presetOf(setup);
  return preset ? presetPieces(preset, armor) : representativePieces(armor, setup.armourLevel);
}

export type WeaponTtk<R> =
  | { status: 'ttk'; round: R; shots: number; seconds: number }
  | { status: 'not-modelled' }
  | { status: 'no-round' };

/**
 * One weapon under a setup, every hit in `zone`. Null when the setup leaves the weapon out (a
 * custom choice of one round hides the other calibres). A weapon without a model is not modelled.
 */
export function weaponTtk<R extends SetupRound, A extends SetupPiece>(
  weapon: PresetWeapon | null,
  setup: TtkSetup,
  zone: HitZone,
  gear: SetupGear<R, A>,
): WeaponTtk<R> | null {
  const roundOnly = setup.id === 'custom' && setup.roundId;
  if (roundOnly && weapon?.caliber !== gear.rounds.find((r) => r.id === setup.roundId)?.caliber) return null;
  const round = weapon?.caliber ? setupRound(setup, gear.rounds, weapon.caliber) : null;
  const result = weapon ? modelFight(weapon, round, setupPieces(setup, gear.armor), zone) : null;
  if (result?.modelled)
    return { status: 'ttk', round: round!, shots: result.shots, seconds: result.ttkSeconds };
  return result?.reason === 'no-round' ? { status: 'no-round' } : { status: 'not-modelled' };
}

/** Each calibre with the round a setup fires from it (null: none), calibres in the order given. */
export function setupRounds<R extends SetupRound>(
  setup: TtkSetup,
  rounds: readonly R[],
  calibers: readonly string[],
) {
  return calibers.map((caliber) => ({ caliber, round: setupRound(setup, rounds, caliber) }));
}
