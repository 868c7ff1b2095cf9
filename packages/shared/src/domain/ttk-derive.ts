// Derived time-to-kill (TTK) values for the sample data and the TTK page.
//
// The game does not publish TTK figures, so the wiki works them out from three weapon facts
// (damage, armour damage, fire rate) with one simple model that is the same for every weapon.
// It is a comparison aid, not a simulation: no range fall-off, no limb hits, no recoil, no misses,
// no trigger delay, no attachments.
//
// The target has 100 HP and wears armour that matches the ammo being compared:
//
//   scenario                                  body armour  helmet  armour wear  HP damage while
//                                             points       points  per hit      armour holds
//   yellow: gold ammo vs level-5 gold armour      100        50    1.0 x AD     35% of damage
//   blue:   blue ammo vs level-4 purple armour     90        45    0.6 x AD     30% of damage
//
// (AD = the weapon's armour damage.) Each hit wears the armour (body for chest shots, helmet for
// head shots) and lets a share of the damage through to HP. Once the armour is gone, hits deal
// full damage. Headshots multiply the HP damage (not the armour wear) by the weapon's headshot
// multiplier; when a weapon has none (missing or 0) we use 1.9, the value most weapons share.
//
//   armourShots = ceil(armourPoints / (AD x wear))
//   if armourShots x damage x leak >= 100:   shots = ceil(100 / (damage x leak))
//   else:                                    shots = armourShots + ceil((100 - armourShots x damage x leak) / damage)
//   TTK (s) = (shots - 1) x 60 / fire rate, rounded to 3 decimals
//
// The first shot lands at t = 0, so TTK counts the gaps between shots. A weapon without damage or
// fire rate gets 0, which the wiki shows as N/A. So would a one-shot kill
// (a single hit of 286+ HP through gold armour); no weapon in the sample data gets there.

export type TtkAmmo = 'yellow' | 'blue';
export type TtkArea = 'chest' | 'head';

export interface TtkInput {
  damage: number;
  armor_damage: number;
  /** Rounds per minute. */
  fire_rate: number;
  /** HP multiplier for headshots; missing or <= 0 means DEFAULT_HEADSHOT_MULTIPLIER. */
  headshot_multiplier?: number;
}

export interface TtkScenario {
  bodyArmour: number;
  helmet: number;
  /** Share of the weapon's armour damage that each hit removes from the armour. */
  wear: number;
  /** Share of the damage that reaches HP while the armour still holds. */
  leak: number;
}

export const TTK_TARGET_HP = 100;
export const DEFAULT_HEADSHOT_MULTIPLIER = 1.9;

export const TTK_SCENARIOS: Readonly<Record<TtkAmmo, Readonly<TtkScenario>>> = {
  yellow: { bodyArmour: 100, helmet: 50, wear: 1.0, leak: 0.35 },
  blue: { bodyArmour: 90, helmet: 45, wear: 0.6, leak: 0.3 },
};

/** Credit-footer sentence for the TTK page. */
export const TTK_METHOD_TEXT_EN =
  'TTK values are estimates worked out by DF Wiki from each weapon’s damage, armour damage and fire rate with one model for every gun: a 100 HP target in matching armour (gold ammo vs level-5 armour, blue ammo vs level-4 armour) hit by every shot, with no range fall-off or attachments.';

// Ceil that ignores floating-point dust (5.000000000001 counts as 5).
const ceil = (x: number): number => Math.ceil(x - 1e-9);

/** Shots needed to bring TTK_TARGET_HP to 0 under one scenario. Returns 0 when it cannot be computed. */
export function shotsToKill(input: TtkInput, ammo: TtkAmmo, area: TtkArea): number {
  const { damage, armor_damage: armourDamage, fire_rate: fireRate } = input;
  if (!(damage > 0) || !(fireRate > 0)) return 0;
  const scenario = TTK_SCENARIOS[ammo];
  const multiplier =
    area === 'head'
      ? input.headshot_multiplier && input.headshot_multiplier > 0
        ? input.headshot_multiplier
        : DEFAULT_HEADSHOT_MULTIPLIER
      : 1;
  const hit = damage * multiplier;
  const throughArmour = hit * scenario.leak;
  const armour = area === 'head' ? scenario.helmet : scenario.bodyArmour;
  const wearPerShot = Math.max(0, armourDamage) * scenario.wear;
  // Armour that is never worn down: every hit only leaks.
  if (wearPerShot === 0) return ceil(TTK_TARGET_HP / throughArmour);
  const armourShots = ceil(armour / wearPerShot);
  if (armourShots * throughArmour >= TTK_TARGET_HP) return ceil(TTK_TARGET_HP / throughArmour);
  return armourShots + ceil((TTK_TARGET_HP - armourShots * throughArmour) / hit);
}

/** Derived TTK in seconds (3 decimals); 0 means N/A. See the model at the top of this file. */
export function deriveTtk(input: TtkInput, ammo: TtkAmmo, area: TtkArea): number {
  const shots = shotsToKill(input, ammo, area);
  if (shots === 0) return 0;
  return Math.round(((shots - 1) * 60 * 1000) / input.fire_rate) / 1000;
}
