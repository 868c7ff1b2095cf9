import { describe, expect, it } from 'vitest';
import { THEMES } from './themes';
import { DARK_THEMES, DEFAULT_THEME, THEME_NAMES } from './theme-names';
import { SWATCH } from '../components/layout/theme-choices';
import { themeVariables, themesToCss } from './theme-css';
import { CONTRAST_PAIRS, FOCUS_BACKGROUNDS, THEME_TOKENS } from './theme-tokens';

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const channels = [0, 2, 4].map((i) => parseInt(match[1].slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('contrast ratio helper', () => {
  it('matches known values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe.each(THEME_NAMES)('%s theme', (name) => {
  const vars = themeVariables(name);
  const minimum = name === 'contrast' ? 7 : 4.5;

  it('defines every token', () => {
    for (const [token] of THEME_TOKENS)
      expect(vars[`--df-${token}`], token).toMatch(/^(#[0-9a-f]{6}|rgba\(.+\))$/i);
  });

  // WCAG's 3:1 for a focus indicator against every surface a focused control sits on.
  it.each(FOCUS_BACKGROUNDS)('the focus ring stands out on %s', (bg) => {
    const ratio = contrastRatio(vars['--df-focus'], vars[`--df-${bg}`]);
    expect(ratio, `focus on ${bg} = ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(3);
  });

  it.each(CONTRAST_PAIRS)(`text %s on %s reaches the minimum contrast`, (fg, bg) => {
    const ratio = contrastRatio(vars[`--df-${fg}`], vars[`--df-${bg}`]);
    expect(ratio, `${fg} on ${bg} = ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(minimum);
  });
});

describe('theme css', () => {
  it('has one block per theme and light as the :root default', () => {
    const css = themesToCss();
    for (const name of THEME_NAMES) expect(css).toContain(`[data-theme="${name}"]`);
    expect(css).toMatch(/^:root, \[data-theme="light"\]/);
  });

  it('lists the colour objects in the shared order of the names, the default first', () => {
    expect(Object.keys(THEMES)).toEqual(THEME_NAMES);
    expect(THEME_NAMES[0]).toBe(DEFAULT_THEME);
  });

  it("theme menu swatches use the themes' page and accent colours", () => {
    for (const name of THEME_NAMES)
      expect(SWATCH[name]).toEqual([THEMES[name].background.page, THEMES[name].accent.background]);
  });

  it('marks dark and gaming as dark', () => {
    expect(THEME_NAMES.filter((n) => THEMES[n].dark)).toEqual(['dark', 'gaming']);
    expect(DARK_THEMES).toEqual(['dark', 'gaming']);
  });
});
