// What the calculator shows for the fight its URL describes: each weapon's outcome worked out by
// the shared engine, and the choices its selects offer, grouped. Pure, so it is tested without React.
import {
  engineWeapon,
  HIT_ZONES,
  simulateFight,
  type ArmorPiece,
  type Hit,
  type HitZone,
  type NotModelledReason,
  type RangeBand,
  type WeaponModelRead,
} from '@dfwiki/shared';
import { ZONE_SEPARATOR, type CalculatorSide, type CalculatorState } from './calculator-state';

export type NotModelled = NotModelledReason | 'weapon-without-model' | 'no-round';

export type FightOutcome =
  | {
      kind: 'result';
      shots: number;
      ttkSeconds: number;
      hits: readonly Hit[];
      bodyArmorLeft: number | null;
      helmetLeft: number | null;
    }
  | { kind: 'not-modelled'; reason: NotModelled };

export function fightOutcome(side: CalculatorSide, state: CalculatorState): FightOutcome {
  const { weapon, round } = side;
  const model = engineWeapon(weapon);
  // A shotgun without a damage model is still a shotgun: the reader learns the real reason.
  if (!model)
    return {
      kind: 'not-modelled',
      reason: weapon.category === 'Shotgun' ? 'shotgun' : 'weapon-without-model',
    };
  if (!round) return { kind: 'not-modelled', reason: 'no-round' };
  const result = simulateFight({
    weapon: model,
    round,
    bodyArmor: state.bodyArmor,
    helmet: state.helmet,
    zones: state.zones,
    distanceM: state.distance,
  });
  if (!result.modelled) return { kind: 'not-modelled', reason: result.reason };
  const { shots, ttkSeconds, hits, bodyArmorLeft, helmetLeft } = result;
  return { kind: 'result', shots, ttkSeconds, hits, bodyArmorLeft, helmetLeft };
}

/** A weapon's range bands when distance changes its damage (more than one band), else null. */
export function rangeBandsOf(weapon: WeaponModelRead): readonly RangeBand[] | null {
  const bands = weapon.range_bands;
  return bands && bands.length > 1 ? bands : null;
}

/** Weapons by category (categories by name; weapons keep the API's order, by name). */
export function weaponGroups(weapons: readonly WeaponModelRead[]) {
  const categories = [...new Set(weapons.map((w) => w.category))].sort();
  return categories.map((category) => ({
    category,
    weapons: weapons.filter((w) => w.category === category),
  }));
}

/** Pieces of one kind by protection level, lowest first. */
export function armourGroups(armor: readonly ArmorPiece[], type: ArmorPiece['type']) {
  const pieces = armor.filter((a) => a.type === type);
  const levels = [...new Set(pieces.map((a) => a.protection_level))].sort((a, b) => a - b);
  return levels.map((level) => ({ level, pieces: pieces.filter((a) => a.protection_level === level) }));
}

/** Mixes offered besides the single zones; the URL may hold any other. */
const ZONE_MIXES: readonly (readonly HitZone[])[] = [
  ['head', 'chest'],
  ['chest', 'head'],
  ['chest', 'chest', 'head'],
];

export const zonesKey = (zones: readonly HitZone[]) => zones.join(ZONE_SEPARATOR);

/** The zone choices of the select: each zone alone, the mixes, and the URL's own mix if it is another. */
export function zoneChoices(current: readonly HitZone[]): readonly (readonly HitZone[])[] {
  const choices = [...HIT_ZONES.map((z) => [z] as const), ...ZONE_MIXES];
  return choices.some((c) => zonesKey(c) === zonesKey(current)) ? choices : [...choices, current];
}

export interface CalculatorView {
  sides: { key: 'first' | 'second'; side: CalculatorSide; outcome: FightOutcome }[];
  /** Range bands of each shown weapon that has them; the distance field shows only then. */
  bands: { key: 'first' | 'second'; weapon: WeaponModelRead; bands: readonly RangeBand[] }[];
}

export function calculatorView(state: CalculatorState): CalculatorView {
  const sides = [
    { key: 'first' as const, side: state.first },
    ...(state.second ? [{ key: 'second' as const, side: state.second }] : []),
  ].map((s) => ({ ...s, outcome: fightOutcome(s.side, state) }));
  const bands = sides.flatMap(({ key, side }) => {
    const own = rangeBandsOf(side.weapon);
    return own ? [{ key, weapon: side.weapon, bands: own }] : [];
  });
  return { sides, bands };
}
