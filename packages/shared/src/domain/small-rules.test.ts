import { describe, expect, it } from 'vitest';
import { slugify } from './slug';
import { ZOOM, clampZoom, stepZoom } from './zoom';
import { passwordMeetsRule } from './password';
import * as C from './constants';
import { clampPercent } from '../weapons/build-weapons';

describe('slugify', () => {
  it.each([
    ['M4A1', 'm4a1'],
    ['ASh-12', 'ash-12'],
    ['SR-25 Marksman', 'sr-25-marksman'],
    ['  .300 BLK  ', '300-blk'],
    ['Română', 'romana'],
    ['AK--12__X', 'ak-12-x'],
    ['零号大坝', ''],
    ['a'.repeat(100), 'a'.repeat(80)],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('zoom (1..4, buttons 0.5, slider 0.1)', () => {
  it('exposes the limits', () => {
    expect(ZOOM).toEqual({ min: 1, max: 4, buttonStep: 0.5, sliderStep: 0.1 });
  });
  it.each([
    [1, 'in', 1.5],
    [3.8, 'in', 4],
    [4, 'in', 4],
    [1.3, 'out', 1],
    [1, 'out', 1],
    [2.5, 'out', 2],
  ] as const)('stepZoom(%s, %s) → %s', (z, dir, expected) => {
    expect(stepZoom(z, dir)).toBe(expected);
  });
});

describe.each([
  { name: 'clampZoom', clamp: clampZoom, min: ZOOM.min, max: ZOOM.max },
  { name: 'clampPercent', clamp: clampPercent, min: 0, max: 100 },
])('$name keeps a number within $min..$max, NaN → $min', ({ clamp, min, max }) => {
  it.each([
    [min - 10, min],
    [min - 0.01, min],
    [min, min],
    [min + 1.3, min + 1.3],
    [max, max],
    [max + 0.01, max],
    [max + 10, max],
    [Number.NaN, min],
  ])('%s → %s', (value, expected) => {
    expect(clamp(value)).toBe(expected);
  });
});

describe('passwordMeetsRule (>= 12, lowercase, uppercase, one of !@#$%^&*()_+-=)', () => {
  it.each([
    ['Abcdefghijk!', true],
    ['Abcdefghij!', false], // 11 characters
    ['abcdefghijk!', false], // no uppercase
    ['ABCDEFGHIJK!', false], // no lowercase
    ['Abcdefghijkl', false], // no special
    ['Abcdefghijk?', false], // '?' is not in the list
    ...[...'!@#$%^&*()_+-='].map((c) => [`Abcdefghijk${c}`, true] as [string, boolean]),
    ['Abcdefghijk1234567!', true],
  ])('%j → %s', (pw, ok) => {
    expect(passwordMeetsRule(pw)).toBe(ok);
  });
});

describe('constants', () => {
  it('match docs/product.md', () => {
    expect(C.THEMES).toEqual(['light', 'dark', 'contrast', 'gaming']);
    expect(C.LANGUAGES).toEqual([
      { code: 'en', name: 'English' },
      { code: 'ro', name: 'Română' },
    ]);
    expect(C.MAP_TABS).toEqual(['Zero Dam', 'Layali Grove', 'Space City', 'Brakkesh', 'Tide Prison']);
    expect(C.TOAST_MS).toEqual({ weapon: 3000, updater: 5000 });
    expect([C.MAX_IMAGE_SIDE, C.WEBP_QUALITY, C.PASSWORD_MIN]).toEqual([1920, 0.8, 12]);
    expect([C.BUILD_DESC_PREVIEW, C.HISTORY_ROWS, C.TOP_TTK, C.ROTATION_REFRESH_MS]).toEqual([
      60, 10, 10, 60000,
    ]);
    expect(C.STORAGE_ANIM).toEqual({ start: 50, end: 1000, stagger: 800, cell: 20 });
    expect(C.API_TIMEOUT_MS).toBe(10000);
    expect(C.LOCAL_STORAGE_KEYS).toEqual({
      theme: 'app-theme',
      language: 'language',
      consent: 'cookieConsent',
      sidebarCollapsed: 'sidebar-collapsed',
    });
  });
});
