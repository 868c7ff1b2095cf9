import { describe, expect, it } from 'vitest';
import { fitWithin, isImageFile } from './compress-image';

describe('fitWithin (longest side ≤ 1920 px, aspect kept, never upscaled)', () => {
  it.each([
    [4000, 2000, 1920, 960],
    [2000, 4000, 960, 1920],
    [1920, 1080, 1920, 1080],
    [800, 600, 800, 600],
    [3840, 3840, 1920, 1920],
    [5000, 1, 1920, 1],
  ])('%i×%i → %i×%i', (w, h, ew, eh) => {
    expect(fitWithin(w, h)).toEqual({ width: ew, height: eh });
  });
});

describe('isImageFile', () => {
  it.each([
    ['image/png', true],
    ['image/webp', true],
    ['application/pdf', false],
    ['', false],
  ])('%s → %s', (type, ok) => {
    expect(isImageFile({ type })).toBe(ok);
  });
});
