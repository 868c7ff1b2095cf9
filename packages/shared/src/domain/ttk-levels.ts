// The weapon page's TTK table: for each armour level (none, 1–6) the weapon's best round against
// the level's representative pieces (ttk-presets.ts), with shots and TTK to the chest and head.
import type { HitZone } from './ttk-engine';
import {
  hasDamageModel,
  modelFight,
  representativePieces,
  type ModelledPieces,
  type PresetWeapon,
} from './ttk-presets';
import { ARMOUR_LEVELS, type SetupGear, type SetupPiece, type SetupRound } from './ttk-setup';

export interface ZoneTtk {
  shots: number;
  seconds: number;
}

export interface LevelRow<R, A> {
  level: number;
  pieces: ModelledPieces<A>;
  /** Null when no round of the calibre is in the model. */
  best: { round: R; chest: ZoneTtk; head: ZoneTtk | null } | null;
}

function zoneTtk(weapon: PresetWeapon, round: SetupRound, pieces: ModelledPieces<SetupPiece>, zone: HitZone) {
  const result = modelFight(weapon, round, pieces, zone);
  return result.modelled ? { shots: result.shots, seconds: result.ttkSeconds } : null;
}

/**
 * One row per armour level, or null when the weapon is not modelled (no model, or a shotgun).
 * The best round is the one with the lowest chest TTK, then fewer shots, then the first by id.
 */
export function weaponLevelRows<R extends SetupRound, A extends SetupPiece>(
  weapon: PresetWeapon | null,
  gear: SetupGear<R, A>,
): LevelRow<R, A>[] | null {
  if (!weapon || !hasDamageModel(weapon) || weapon.category === 'Shotgun') return null;
  const rounds = gear.rounds.filter((r) => r.caliber === weapon.caliber);
  return ARMOUR_LEVELS.map((level) => {
    const pieces = representativePieces(gear.armor, level);
    const fights = rounds.flatMap((round) => {
      const chest = zoneTtk(weapon, round, pieces, 'chest');
      return chest ? [{ round, chest }] : [];
    });
    fights.sort(
      (a, b) =>
        a.chest.seconds - b.chest.seconds ||
        a.chest.shots - b.chest.shots ||
        a.round.id.localeCompare(b.round.id),
    );
    const top = fights[0];
    return {
      level,
      pieces,
      best: top ? { ...top, head: zoneTtk(weapon, top.round, pieces, 'head') } : null,
    };
  });
}
