import { describe, expect, it } from 'vitest';
import { presetRound, TTK_PRESETS } from './ttk-presets';

const gold = TTK_PRESETS.find((p) => p.id === 'gold')!;
const round = (id: string, rarity: string, level: number | null, factor: number | null, caliber = 'c') => ({
  id,
  name: id,
  caliber,
  rarity,
  penetration_level: level,
  flesh_damage_factor: factor,
});

describe('presetRound', () => {
  it.each([
    ['the highest level of the colour', [round('a', 'orange', 4, 1), round('b', 'orange', 5, 1)], 'b'],
    ['then the highest damage factor', [round('a', 'orange', 5, 1), round('b', 'orange', 5, 1.1)], 'b'],
    ['then the first id', [round('b', 'orange', 5, 1), round('a', 'orange', 5, 1)], 'a'],
    ['only its colour', [round('a', 'red', 6, 1), round('b', 'orange', 5, 1)], 'b'],
    ['only rounds in the model', [round('a', 'orange', 5, null), round('b', 'orange', 4, 1)], 'b'],
    ['only its calibre', [round('a', 'orange', 5, 1, 'other'), round('b', 'orange', 4, 1)], 'b'],
    ['none when the calibre has no round of the colour', [round('a', 'blue', 3, 1)], null],
  ])('picks %s', (_rule, rounds, expected) => {
    expect(presetRound(rounds, 'c', gold)?.id ?? null).toBe(expected);
  });
});
