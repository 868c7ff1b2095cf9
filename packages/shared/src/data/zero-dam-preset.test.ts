import { describe, expect, it } from 'vitest';
import { ZERO_DAM_PRESET, isExamplePrice } from './zero-dam-preset';

describe('isExamplePrice — the preset figures the updater publishes as examples', () => {
  const first = ZERO_DAM_PRESET[0]!;
  it.each([
    [first.name, first.price, true],
    [`  ${first.name.toUpperCase()} `, first.price, true],
    [first.name, first.price + 1, false],
    ['No such card', first.price, false],
  ])('%s at %s → %s', (name, price, example) => {
    expect(isExamplePrice(name, price)).toBe(example);
  });
});
