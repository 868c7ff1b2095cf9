import { describe, expect, it } from 'vitest';
import { piece, round, weaponModel } from '../../test/gear-fixtures';
import { calculatorLink } from '../../lib/calculator-link';
import { readCalculator } from './calculator-state';

const gear = {
  weapons: [
    weaponModel('m870', { category: 'Shotgun', caliber: '12Gauge' }),
    weaponModel('mp5'),
    weaponModel('m4a1', { category: 'Assault Rifle', caliber: '5.56x45mm' }),
  ],
  rounds: [
    round('9-weak', { penetration_level: 2 }),
    round('9-strong', { penetration_level: 4 }),
    round('9-unmodelled', { penetration_level: 5, flesh_damage_factor: null }),
    round('556-a', { caliber: '5.56x45mm' }),
  ],
  armor: [
    piece('body-1'),
    piece('body-4', { protection_level: 4 }),
    piece('helmet-3', { type: 'helmet', protection_level: 3, model_zones: ['head'] }),
  ],
};
const read = (query: string) => readCalculator(new URLSearchParams(query), gear)!;

describe('reading the calculator from the URL', () => {
  it('starts with the first modelled weapon other than a shotgun and its strongest modelled round', () => {
    const state = read('');
    expect(state.first.weapon.slug).toBe('mp5');
    expect(state.first.rounds.map((r) => r.id)).toEqual(['9-unmodelled', '9-strong', '9-weak']);
    expect(state.first.round?.id).toBe('9-strong');
    expect(state).toMatchObject({
      second: null,
      bodyArmor: null,
      helmet: null,
      zones: ['chest'],
      distance: 0,
    });
  });

  it('reads every choice', () => {
    const state = read('w=m4a1&r=556-a&w2=mp5&r2=9-weak&b=body-4&h=helmet-3&z=head-chest&d=35');
    expect(state.first.round?.id).toBe('556-a');
    expect(state.second?.weapon.slug).toBe('mp5');
    expect(state.second?.round?.id).toBe('9-weak');
    expect(state.bodyArmor?.id).toBe('body-4');
    expect(state.helmet?.id).toBe('helmet-3');
    expect(state.zones).toEqual(['head', 'chest']);
    expect(state.distance).toBe(35);
  });

  it.each([
    ['an unknown weapon', 'w=nope', (s: ReturnType<typeof read>) => s.first.weapon.slug, 'mp5'],
    [
      'a round of another calibre',
      'w=mp5&r=556-a',
      (s: ReturnType<typeof read>) => s.first.round?.id,
      '9-strong',
    ],
    ['a helmet as body armour', 'b=helmet-3', (s: ReturnType<typeof read>) => s.bodyArmor, null],
    ['body armour as a helmet', 'h=body-1', (s: ReturnType<typeof read>) => s.helmet, null],
    ['an unknown second weapon', 'w2=nope', (s: ReturnType<typeof read>) => s.second, null],
  ])('falls back from %s', (_, query, pick, expected) => {
    expect(pick(read(query))).toEqual(expected);
  });

  it.each(['neck', 'head-', 'head-chest-chest-head-chest', ''])(
    'falls back to the chest from zones %j',
    (z) => {
      expect(read(`z=${z}`).zones).toEqual(['chest']);
    },
  );

  it.each([
    ['40', 40],
    ['0', 0],
    ['-5', 0],
    ['far', 0],
    ['12.5', 0],
    ['1000', 0],
  ])('reads distance %j as %d m', (d, metres) => {
    expect(read(`d=${d}`).distance).toBe(metres);
  });

  it('has nothing to show without weapons', () => {
    expect(readCalculator(new URLSearchParams(''), { ...gear, weapons: [] })).toBeNull();
  });

  it("reads back a link's choices", () => {
    const link = calculatorLink({ weapon: 'm4a1', round: '556-a', helmet: 'helmet-3' });
    expect(link).toBe('/wiki/ttk-calculator?w=m4a1&r=556-a&h=helmet-3');
    const state = read(link.split('?')[1]!);
    expect([state.first.weapon.slug, state.first.round?.id, state.helmet?.id]).toEqual([
      'm4a1',
      '556-a',
      'helmet-3',
    ]);
    expect(calculatorLink({})).toBe('/wiki/ttk-calculator');
  });
});
