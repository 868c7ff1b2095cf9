// The accessibility check the specs share: axe's WCAG 2.1 A and AA rules, serious and critical findings.
import AxeBuilder from '@axe-core/playwright';
import { THEMES } from '@dfwiki/shared/site';
import { expect, type Page } from './fixtures';

/**
 * What a scan checks: every rule, or only the rules a theme can change. A theme changes colours,
 * borders and outlines, never the markup, names or roles, so a page gets every rule in its first
 * theme and the colour rules in the others, which takes about half the time.
 */
export type AxeScope = 'every rule' | 'colours';

/** The scope for `theme` in a loop over every theme: every rule once, then the colours. */
export const axeScopeFor = (theme: string): AxeScope => (theme === THEMES[0] ? 'every rule' : 'colours');

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * The window sizes a feature page is scanned at in `theme`, in a loop over every theme: phone and
 * desktop in the first theme, the phone in the others. A theme changes colours, not layout, and
 * shell.spec.ts scans the shell (menus, sidebar, footer) in every theme at both sizes.
 */
export const viewportsFor = (theme: string) => (theme === THEMES[0] ? [PHONE, DESKTOP] : [PHONE]);

/** "rule: selector, selector" for each serious or critical violation on the page as it is now. */
export async function seriousAxeViolations(page: Page, scope: AxeScope = 'every rule'): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default opens a blank page per scan to merge the
  // frames' results, which doubles a scan's time, and our pages have no frames.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (
    scope === 'colours'
      ? builder.withRules(['color-contrast', 'link-in-text-block'])
      : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious or critical violation on the page as it is now; `what` names the page in a failure. */
export async function expectAxeClean(
  page: Page,
  what: string,
  scope: AxeScope = 'every rule',
): Promise<void> {
  expect(await seriousAxeViolations(page, scope), what).toEqual([]);
}
