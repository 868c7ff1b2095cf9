// The calculator's choices live in the URL, under short names, so a fight can be shared as a link.
// Reading them never fails: an unknown or malformed value falls back to its default.
import {
  CALCULATOR_QUERY as Q,
  engineWeapon,
  HIT_ZONES,
  strongestRoundFirst,
  type ArmorPiece,
  type HitZone,
  type Round,
  type WeaponModelRead,
} from '@dfwiki/shared';

export interface CalculatorGear {
  weapons: readonly WeaponModelRead[];
  rounds: readonly Round[];
  armor: readonly ArmorPiece[];
}

/** One weapon with the rounds of its calibre (strongest first) and the one chosen. */
export interface CalculatorSide {
  weapon: WeaponModelRead;
  rounds: readonly Round[];
  round: Round | null;
}

export interface CalculatorState {
  first: CalculatorSide;
  /** The weapon compared with the first, if the reader picked one. */
  second: CalculatorSide | null;
  bodyArmor: ArmorPiece | null;
  helmet: ArmorPiece | null;
  /** Hit in turn: one zone, or a mix such as head then chest. */
  zones: readonly HitZone[];
  distance: number;
}

export const DEFAULT_ZONES: readonly HitZone[] = ['chest'];
/** A zone mix in the URL: zones joined by '-' (upper_arm keeps its underscore). */
export const ZONE_SEPARATOR = '-';
const MAX_ZONES = 4;
export const MAX_DISTANCE_M = 999;

/** A round the engine can run: it has a penetration level and damage factors. */
export const isModelledRound = (r: Round) =>
  r.penetration_level !== null && r.flesh_damage_factor !== null && r.armor_damage_factor_by_level !== null;

/** The weapon shown first when the URL names none: the first one the engine models, shotguns aside. */
export function defaultWeapon(weapons: readonly WeaponModelRead[]): WeaponModelRead | undefined {
  return weapons.find((w) => w.category !== 'Shotgun' && engineWeapon(w) && w.caliber) ?? weapons[0];
}

function sideOf(gear: CalculatorGear, weapon: WeaponModelRead, roundId: string | null): CalculatorSide {
  const rounds = weapon.caliber
    ? gear.rounds.filter((r) => r.caliber === weapon.caliber).sort(strongestRoundFirst)
    : [];
  const round = rounds.find((r) => r.id === roundId) ?? rounds.find(isModelledRound) ?? rounds[0] ?? null;
  return { weapon, rounds, round };
}

export function parseZones(value: string | null): readonly HitZone[] {
  const parts = (value ?? '').split(ZONE_SEPARATOR);
  const valid =
    parts.length <= MAX_ZONES &&
    parts.every((z): z is HitZone => (HIT_ZONES as readonly string[]).includes(z));
  return valid ? parts : DEFAULT_ZONES;
}

export function parseDistance(value: string | null): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 0;
  const metres = Number(value);
  return metres <= MAX_DISTANCE_M ? metres : 0;
}

/** The fight the URL describes; null only when there is no weapon at all. */
export function readCalculator(params: URLSearchParams, gear: CalculatorGear): CalculatorState | null {
  const bySlug = (slug: string | null) => gear.weapons.find((w) => w.slug === slug);
  const weapon = bySlug(params.get(Q.weapon)) ?? defaultWeapon(gear.weapons);
  if (!weapon) return null;
  const other = bySlug(params.get(Q.secondWeapon));
  const piece = (id: string | null, type: ArmorPiece['type']) =>
    gear.armor.find((a) => a.id === id && a.type === type) ?? null;
  return {
    first: sideOf(gear, weapon, params.get(Q.round)),
    second: other ? sideOf(gear, other, params.get(Q.secondRound)) : null,
    bodyArmor: piece(params.get(Q.bodyArmor), 'body'),
    helmet: piece(params.get(Q.helmet), 'helmet'),
    zones: parseZones(params.get(Q.zones)),
    distance: parseDistance(params.get(Q.distance)),
  };
}
