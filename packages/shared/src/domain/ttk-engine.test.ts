import { describe, expect, it } from 'vitest';
import {
  rangeFactor,
  simulateFight,
  throughShare,
  type EngineArmour,
  type EngineRound,
  type EngineWeapon,
} from './ttk-engine';

// A made-up rifle and round with round numbers, so each expected figure can be worked out by hand.
const rifle: EngineWeapon = {
  category: 'Assault Rifle',
  damage: 25,
  armor_damage: 20,
  fire_rate_rpm: 600,
  zone_multipliers: { head: 2, chest: 1, abdomen: 0.8, upper_arm: 0.5, forearm: 0.4, thigh: 0.4, calf: 0.4 },
  range_bands: [
    { from_m: 0, to_m: 50, factor: 1 },
    { from_m: 50, to_m: 100, factor: 0.8 },
  ],
};
const round: EngineRound = {
  penetration_level: 4,
  flesh_damage_factor: 1,
  through_factor_armor_one_below: 0.75,
  through_factor_armor_same_level: 0.5,
  armor_damage_factor_by_level: { 1: 1, 2: 1, 3: 1, 4: 1, 5: 0.5, 6: 0.5 },
};
const vest = (level: number, durability: number, zones: EngineArmour['model_zones'] = ['chest']) => ({
  protection_level: level,
  durability,
  model_zones: zones,
});

describe('throughShare: penetration level against protection level', () => {
  // Levels 1 to 6, in order: the share of a level-4 round's damage that goes through.
  const BY_LEVEL = [1, 1, 0.75, 0.5, 0, 0].map((share, i) => [i + 1, share]);
  it.each(BY_LEVEL)('a level-4 round against level-%i armour lets %s through', (level, share) => {
    expect(throughShare(round, level)).toBe(share);
  });
});

describe('rangeFactor', () => {
  it.each([
    [0, 1],
    [50, 1], // a band's far edge belongs to it
    [50.5, 0.8],
    [400, 0.8], // beyond the last band, the last factor holds
  ])('%i m → %s', (distance, factor) => expect(rangeFactor(rifle.range_bands, distance)).toBe(factor));
});

describe('simulateFight', () => {
  it('without armour: ceil(100 / damage) shots, the first at time 0', () => {
    const r = simulateFight({ weapon: rifle, round, zones: 'chest' });
    expect(r).toMatchObject({ modelled: true, shots: 4, ttkSeconds: 0.3, bodyArmorLeft: null });
  });

  it('armour that holds lets the share through and wears by the armour damage', () => {
    // Level 4 vs level-4 round: 12.5 a hit while 20 durability a hit lasts (100 → 0 in 5 hits).
    const r = simulateFight({ weapon: rifle, round, bodyArmor: vest(4, 100), zones: 'chest' });
    if (!r.modelled) throw new Error(r.reason);
    expect(r.hits.slice(0, 4).map((h) => [h.damage, h.bodyArmorLeft])).toEqual([
      [12.5, 80],
      [12.5, 60],
      [12.5, 40],
      [12.5, 20],
    ]);
    // The 5th hit uses up exactly the durability left: all of it was stopped at the share.
    expect(r.hits[4]).toMatchObject({ damage: 12.5, bodyArmorLeft: 0 });
    expect(r.shots).toBe(7); // 5 × 12.5 = 62.5, then 25 a hit: 87.5, 112.5
  });

  it('a breaking hit splits: the stopped part at the share, the rest in full', () => {
    const r = simulateFight({ weapon: rifle, round, bodyArmor: vest(4, 5), zones: 'chest' });
    if (!r.modelled) throw new Error(r.reason);
    // 5 of 20 stopped (a quarter): 25 × 0.25 × 0.5 + 25 × 0.75.
    expect(r.hits[0]).toMatchObject({ damage: 3.125 + 18.75, bodyArmorLeft: 0 });
  });

  it('uncovered zones and the other piece are untouched', () => {
    const r = simulateFight({
      weapon: rifle,
      round,
      bodyArmor: vest(6, 100, ['chest']),
      helmet: vest(6, 50, ['head']),
      zones: 'abdomen',
    });
    expect(r).toMatchObject({ modelled: true, shots: 5, bodyArmorLeft: 100, helmetLeft: 50 });
  });

  it('a round below the armour level does no harm until the armour breaks', () => {
    const weak = { ...round, penetration_level: 2 };
    const r = simulateFight({ weapon: rifle, round: weak, bodyArmor: vest(4, 40), zones: 'chest' });
    if (!r.modelled) throw new Error(r.reason);
    // 20 wear a hit: the 2nd hit uses up the last 20 and is stopped whole.
    expect(r.hits.map((h) => h.damage)).toEqual([0, 0, 25, 25, 25, 25]);
  });

  it('a mix of zones goes through them in turn, each piece wearing on its own zones', () => {
    const r = simulateFight({
      weapon: rifle,
      round,
      bodyArmor: vest(1, 100),
      helmet: vest(1, 100, ['head']),
      zones: ['head', 'chest'],
    });
    if (!r.modelled) throw new Error(r.reason);
    expect(r.hits.map((h) => h.zone)).toEqual(['head', 'chest', 'head']);
    expect(r).toMatchObject({ shots: 3, helmetLeft: 60, bodyArmorLeft: 80 });
  });

  it('range scales flesh and armour damage', () => {
    const r = simulateFight({ weapon: rifle, round, bodyArmor: vest(4, 100), zones: 'chest', distanceM: 75 });
    if (!r.modelled) throw new Error(r.reason);
    expect(r.hits[0]).toMatchObject({ damage: 10, bodyArmorLeft: 84 });
  });

  it("a round's own zone multipliers win over the weapon's (forearm is lower_arm in the sources)", () => {
    const override = { ...round, hit_multipliers_override: { head: 4, lower_arm: 1 } };
    const head = simulateFight({ weapon: rifle, round: override, zones: 'head' });
    const forearm = simulateFight({ weapon: rifle, round: override, zones: 'forearm' });
    expect(head).toMatchObject({ modelled: true, shots: 1 });
    expect(forearm).toMatchObject({ modelled: true, shots: 4 });
  });

  it('PD12 takes its own rule: fixed 74 flesh, 11 armour damage, a blunt share by level', () => {
    const pd12 = { ...round, special_model: 'PD12' };
    const r = simulateFight({ weapon: rifle, round: pd12, bodyArmor: vest(4, 100), zones: 'chest' });
    if (!r.modelled) throw new Error(r.reason);
    expect(r.hits[0]).toMatchObject({ damage: 37, bodyArmorLeft: 89 });
  });

  it('PD12 breaks armour with a blunt hit in full, as the source model does (no split)', () => {
    const pd12 = { ...round, special_model: 'PD12' };
    // 15 durability: the second hit (11 against 4 left) breaks the vest.
    const r = simulateFight({ weapon: rifle, round: pd12, bodyArmor: vest(4, 15), zones: 'chest' });
    if (!r.modelled) throw new Error(r.reason);
    expect(r.hits.slice(0, 3).map((h) => [h.damage, h.bodyArmorLeft])).toEqual([
      [37, 4],
      [37, 0],
      [74, 0],
    ]);
  });

  it.each([
    ['shotgun', { weapon: { ...rifle, category: 'Shotgun' }, round }],
    ['round-without-model', { weapon: rifle, round: { ...round, penetration_level: null } }],
    ['no-damage', { weapon: { ...rifle, zone_multipliers: { ...rifle.zone_multipliers, chest: 0 } }, round }],
  ] as const)('is not modelled (%s) rather than guessed', (reason, fight) => {
    expect(simulateFight({ ...fight, zones: 'chest' })).toEqual({ modelled: false, reason });
  });
});
