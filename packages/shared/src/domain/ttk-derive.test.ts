import { describe, it, expect } from 'vitest';
import {
  deriveTtk,
  shotsToKill,
  TTK_METHOD_TEXT_EN,
  type TtkAmmo,
  type TtkArea,
  type TtkInput,
} from './ttk-derive';

// Worked by hand from the model in ttk-derive.ts.
const M4A1: TtkInput = { damage: 31, armor_damage: 33, fire_rate: 800, headshot_multiplier: 1.9 };
const AWM: TtkInput = { damage: 100, armor_damage: 10, fire_rate: 31, headshot_multiplier: 1.9 };
const PUMP: TtkInput = { damage: 136, armor_damage: 128, fire_rate: 74 };

describe('deriveTtk', () => {
  const table: [string, TtkInput, TtkAmmo, TtkArea, number, number][] = [
    // armour 100 / 33 -> 4 shots, leaking 4 x 10.85 = 43.4 HP; 56.6 HP left -> 2 more. 5 gaps x 75 ms.
    ['M4A1 gold chest', M4A1, 'yellow', 'chest', 6, 0.375],
    // hit 58.9; helmet 50 / 33 -> 2 shots leaking 41.23; 58.77 left -> 1 more. 2 gaps x 75 ms.
    ['M4A1 gold head', M4A1, 'yellow', 'head', 3, 0.15],
    // wear 19.8: armour 90 -> 5 shots leaking 46.5; 53.5 left -> 2 more. 6 gaps x 75 ms.
    ['M4A1 blue chest', M4A1, 'blue', 'chest', 7, 0.45],
    // helmet 45 / 19.8 -> 3 shots leaking 3 x 17.67 = 53.01; 46.99 left -> 1 more.
    ['M4A1 blue head', M4A1, 'blue', 'head', 4, 0.225],
    // 10 shots to strip the armour, but 3 leaking hits of 35 HP kill first. 2 gaps x 60/31 s.
    ['AWM gold chest', AWM, 'yellow', 'chest', 3, 3.871],
    // no multiplier given -> 1.9: hit 258.4, helmet gone after 1 shot leaking 90.44; 1 more.
    ['pump shotgun gold head (default multiplier)', PUMP, 'yellow', 'head', 2, 0.811],
    // armour damage 0 never wears the armour: ceil(100 / 17.5) = 6 shots, 5 gaps x 100 ms.
    ['no armour damage', { damage: 50, armor_damage: 0, fire_rate: 600 }, 'yellow', 'chest', 6, 0.5],
  ];

  it.each(table)('%s', (_label, input, ammo, area, shots, seconds) => {
    expect(shotsToKill(input, ammo, area)).toBe(shots);
    expect(deriveTtk(input, ammo, area)).toBe(seconds);
  });

  it('treats a headshot multiplier of 0 like a missing one', () => {
    expect(deriveTtk({ ...PUMP, headshot_multiplier: 0 }, 'yellow', 'head')).toBe(
      deriveTtk(PUMP, 'yellow', 'head'),
    );
  });

  it('gives 0 (N/A) without damage or fire rate', () => {
    expect(deriveTtk({ damage: 0, armor_damage: 30, fire_rate: 600 }, 'yellow', 'chest')).toBe(0);
    expect(deriveTtk({ damage: 30, armor_damage: 30, fire_rate: 0 }, 'blue', 'head')).toBe(0);
  });

  it('is never faster with blue ammo than with gold for the same weapon', () => {
    for (const area of ['chest', 'head'] as const) {
      expect(deriveTtk(M4A1, 'blue', area)).toBeGreaterThanOrEqual(deriveTtk(M4A1, 'yellow', area));
    }
  });

  it('has a one-sentence method text', () => {
    expect(TTK_METHOD_TEXT_EN).toMatch(/^[^.]+\.$/);
  });
});
