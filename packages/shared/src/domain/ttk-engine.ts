// Time to kill, hit by hit, following the community damage model our data comes with
// (docs/ttk-model.md): penetration level against protection level, armour that wears down and
// breaks, helmet and body armour worn separately, per-zone multipliers and range bands.
// Pure: the caller passes the weapon, round and armour figures; nothing here is a game constant
// but the target's 100 HP and the one round the model treats on its own (PD12).

export const HIT_ZONES = ['head', 'chest', 'abdomen', 'upper_arm', 'forearm', 'thigh', 'calf'] as const;
export type HitZone = (typeof HIT_ZONES)[number];

/** A player's health; every zone draws from it. */
export const TARGET_HP = 100;
/** A fight that needs more hits than this is reported as not modelled rather than looped on. */
const MAX_SHOTS = 500;

export interface RangeBand {
  from_m: number;
  to_m: number;
  factor: number;
}

export interface EngineWeapon {
  category: string;
  damage: number;
  armor_damage: number;
  fire_rate_rpm: number;
  zone_multipliers: Record<HitZone, number>;
  range_bands: readonly RangeBand[];
}

export interface EngineRound {
  penetration_level: number | null;
  flesh_damage_factor: number | null;
  through_factor_armor_one_below: number | null;
  through_factor_armor_same_level: number | null;
  /** Keys "1"–"6": the armour level hit. */
  armor_damage_factor_by_level: Record<string, number> | null;
  /** A few rounds replace some zone multipliers; the sources call the forearm `lower_arm`. */
  hit_multipliers_override?: Partial<Record<HitZone | 'lower_arm', number>> | null;
  /** Set only on the one round the model treats on its own. */
  special_model?: string | null;
}

export interface EngineArmour {
  protection_level: number;
  /** Durability at the start of the fight (a fresh piece has its full durability). */
  durability: number;
  /** Zones the piece covers: body armour covers the chest and maybe abdomen and upper arm; a helmet the head. */
  model_zones: readonly HitZone[];
}

export interface Fight {
  weapon: EngineWeapon;
  round: EngineRound;
  bodyArmor?: EngineArmour | null;
  helmet?: EngineArmour | null;
  /** One zone for every hit, or a mix that the hits go through in turn (head, chest, head, chest…). */
  zones: HitZone | readonly HitZone[];
  distanceM?: number;
}

export interface Hit {
  shot: number;
  zone: HitZone;
  damage: number;
  hpLeft: number;
  bodyArmorLeft: number | null;
  helmetLeft: number | null;
}

export type NotModelledReason = 'shotgun' | 'round-without-model' | 'no-damage' | 'too-many-shots';

export type FightResult =
  | {
      modelled: true;
      shots: number;
      ttkSeconds: number;
      bodyArmorLeft: number | null;
      helmetLeft: number | null;
      hits: Hit[];
    }
  | { modelled: false; reason: NotModelledReason };

/** Share of flesh damage that gets through intact armour of level `armourLevel`. */
export function throughShare(round: EngineRound, armourLevel: number): number {
  const p = round.penetration_level ?? 0;
  if (p >= armourLevel + 2) return 1;
  if (p === armourLevel + 1) return round.through_factor_armor_one_below ?? 0;
  if (p === armourLevel) return round.through_factor_armor_same_level ?? 0;
  return 0;
}

// The PD12 round: fixed flesh base (two projectiles of 37), fixed armour damage and a blunt share
// by armour level instead of the penetration rule.
const PD12 = { flesh: 74, armourDamage: 11, share: [1, 1, 1, 0.75, 0.5, 0.4, 0.3] } as const;

/** Damage factor of the range band that holds `distanceM` (edges count to the nearer band). */
export function rangeFactor(bands: readonly RangeBand[], distanceM: number): number {
  const band = bands.find((b) => distanceM <= b.to_m) ?? bands.at(-1);
  return band?.factor ?? 1;
}

/** Why a weapon and round cannot be run through the model, or null when they can. */
export function notModelled(weapon: EngineWeapon, round: EngineRound): NotModelledReason | null {
  // The sources' shotgun figures are placeholders (zero multipliers, a zero first range band).
  if (weapon.category === 'Shotgun') return 'shotgun';
  if (
    round.penetration_level === null ||
    round.flesh_damage_factor === null ||
    round.armor_damage_factor_by_level === null
  )
    return 'round-without-model';
  return null;
}

function zoneMultiplier(weapon: EngineWeapon, round: EngineRound, zone: HitZone): number {
  const override = round.hit_multipliers_override;
  const own = override?.[zone] ?? (zone === 'forearm' ? override?.lower_arm : undefined);
  return own ?? weapon.zone_multipliers[zone];
}

interface PieceState {
  piece: EngineArmour;
  left: number;
}

/** Runs hits until the target's HP reaches 0: shots to kill, time to kill and the armour left. */
export function simulateFight(fight: Fight): FightResult {
  const { weapon, round } = fight;
  const reason = notModelled(weapon, round);
  if (reason) return { modelled: false, reason };
  const zones = typeof fight.zones === 'string' ? [fight.zones] : fight.zones;
  if (zones.length === 0) return { modelled: false, reason: 'no-damage' };
  const pd12 = Boolean(round.special_model);
  const range = rangeFactor(weapon.range_bands, fight.distanceM ?? 0);
  if (range <= 0 || zones.every((z) => zoneMultiplier(weapon, round, z) <= 0))
    return { modelled: false, reason: 'no-damage' };
  const body: PieceState | null = fight.bodyArmor
    ? { piece: fight.bodyArmor, left: fight.bodyArmor.durability }
    : null;
  const helmet: PieceState | null = fight.helmet
    ? { piece: fight.helmet, left: fight.helmet.durability }
    : null;

  let hp = TARGET_HP;
  const hits: Hit[] = [];
  while (hp > 0) {
    if (hits.length >= MAX_SHOTS) return { modelled: false, reason: 'too-many-shots' };
    const zone = zones[hits.length % zones.length]!;
    const flesh =
      (pd12 ? PD12.flesh : weapon.damage * round.flesh_damage_factor!) *
      zoneMultiplier(weapon, round, zone) *
      range;
    const state = zone === 'head' ? helmet : body;
    const damage =
      state && state.left > 0 && state.piece.model_zones.includes(zone) ? hitArmour(state, flesh) : flesh;
    hp -= damage;
    hits.push({
      shot: hits.length + 1,
      zone,
      damage,
      hpLeft: hp,
      bodyArmorLeft: body?.left ?? null,
      helmetLeft: helmet?.left ?? null,
    });
  }
  return {
    modelled: true,
    shots: hits.length,
    ttkSeconds: ((hits.length - 1) * 60) / weapon.fire_rate_rpm,
    bodyArmorLeft: body?.left ?? null,
    helmetLeft: helmet?.left ?? null,
    hits,
  };

  /** Flesh damage of a hit on a covered zone; wears the piece down and breaks it when it runs out. */
  function hitArmour(state: PieceState, flesh: number): number {
    const level = state.piece.protection_level;
    const share = pd12 ? (PD12.share[level] ?? 0) : throughShare(round, level);
    const armourDamage = pd12
      ? PD12.armourDamage
      : weapon.armor_damage * (round.armor_damage_factor_by_level![String(level)] ?? 1) * range;
    if (armourDamage < state.left) {
      state.left -= armourDamage;
      return flesh * share;
    }
    const stopped = state.left / armourDamage;
    state.left = 0;
    // PD12's breaking hit is blunt in full, like its other hits on armour: the source model does
    // not split it.
    if (pd12) return flesh * share;
    // The piece breaks: the part of the hit its last durability stopped goes through at the
    // share, the rest at full damage.
    return flesh * stopped * share + flesh * (1 - stopped);
  }
}
