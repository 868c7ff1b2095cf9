import { describe, expect, it } from 'vitest';
import { piece, round, weaponModel } from '../../test/gear-fixtures';
import { readCalculator } from './calculator-state';
import {
  armourGroups,
  calculatorView,
  rangeBandsOf,
  weaponGroups,
  zoneChoices,
  type FightOutcome,
} from './calculator-view';

const gear = {
  weapons: [
    weaponModel('mp5'),
    weaponModel('m870', { category: 'Shotgun', caliber: '12Gauge' }),
    weaponModel('fs-12', { category: 'Shotgun', caliber: null, armor_damage: null, zone_multipliers: null }),
    weaponModel('bow', { category: 'Bow', caliber: null, armor_damage: null, zone_multipliers: null }),
    weaponModel('m4a1', {
      category: 'Assault Rifle',
      caliber: '5.56x45mm',
      range_bands: [{ from_m: 0, to_m: 999, factor: 1 }],
    }),
    weaponModel('qbz', { category: 'Assault Rifle', caliber: '5.8x42mm' }),
  ],
  rounds: [
    round('9-a'),
    round('12-a', { caliber: '12Gauge' }),
    round('556-a', { caliber: '5.56x45mm' }),
    round('58-unmodelled', { caliber: '5.8x42mm', flesh_damage_factor: null }),
  ],
  armor: [
    piece('body-4', { protection_level: 4, model_zones: ['chest', 'abdomen'] }),
    piece('body-1'),
    piece('helmet-3', { type: 'helmet', protection_level: 3, model_zones: ['head'] }),
  ],
};
const view = (query: string) => calculatorView(readCalculator(new URLSearchParams(query), gear)!);
const result = (outcome: FightOutcome) => {
  if (outcome.kind !== 'result') throw new Error(`not modelled: ${outcome.reason}`);
  return outcome;
};

describe('the calculator view', () => {
  it('works out the fight hit by hit, each hit in the zones in turn', () => {
    const fight = result(view('w=mp5&z=head-chest').sides[0]!.outcome);
    expect(fight.hits).toHaveLength(fight.shots);
    expect(fight.hits.map((h) => h.zone)).toEqual(fight.hits.map((_, i) => (i % 2 ? 'chest' : 'head')));
    expect(fight.ttkSeconds).toBeCloseTo(((fight.shots - 1) * 60) / 600, 9);
    expect(fight.hits.at(-1)!.hpLeft).toBeLessThanOrEqual(0);
  });

  it('wears the armour the target has down and leaves the other piece empty', () => {
    const bare = result(view('w=mp5').sides[0]!.outcome);
    const armoured = result(view('w=mp5&b=body-4').sides[0]!.outcome);
    expect(armoured.shots).toBeGreaterThan(bare.shots);
    expect(armoured.hits[0]!.bodyArmorLeft).toBeLessThan(gear.armor[0]!.durability);
    expect(armoured.helmetLeft).toBeNull();
  });

  it('deals less damage past the first range band', () => {
    const near = result(view('w=mp5').sides[0]!.outcome);
    const far = result(view('w=mp5&d=100').sides[0]!.outcome);
    expect(far.hits[0]!.damage).toBeLessThan(near.hits[0]!.damage);
  });

  it.each([
    ['m870', 'shotgun'],
    ['fs-12', 'shotgun'],
    ['bow', 'weapon-without-model'],
    ['qbz', 'round-without-model'],
  ])('does not work out %s: %s', (slug, reason) => {
    expect(view(`w=${slug}`).sides[0]!.outcome).toEqual({ kind: 'not-modelled', reason });
  });

  it('adds the second weapon beside the first, and the range bands of each weapon that has them', () => {
    const both = view('w=m4a1&w2=mp5');
    expect(both.sides.map((s) => [s.key, s.side.weapon.slug])).toEqual([
      ['first', 'm4a1'],
      ['second', 'mp5'],
    ]);
    expect(both.bands.map((b) => [b.key, b.weapon.slug])).toEqual([['second', 'mp5']]);
    expect(rangeBandsOf(gear.weapons[4]!)).toBeNull();
  });

  it('groups weapons by category and armour by level', () => {
    expect(weaponGroups(gear.weapons).map((g) => [g.category, g.weapons.length])).toEqual([
      ['Assault Rifle', 2],
      ['Bow', 1],
      ['Shotgun', 2],
      ['Submachine Gun', 1],
    ]);
    expect(armourGroups(gear.armor, 'body').map((g) => [g.level, g.pieces.map((p) => p.id)])).toEqual([
      [1, ['body-1']],
      [4, ['body-4']],
    ]);
  });

  it("offers each zone, the mixes and the URL's own mix", () => {
    expect(zoneChoices(['chest'])).toContainEqual(['head', 'chest']);
    expect(zoneChoices(['calf', 'head'])).toContainEqual(['calf', 'head']);
    expect(zoneChoices(['chest']).some((c) => c.join() === 'calf,head')).toBe(false);
  });
});
