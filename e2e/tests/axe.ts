// The accessibility check the specs share: axe's WCAG 2.1 A and AA rules, serious and critical findings.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

/** "rule: selector, selector" for each serious or critical violation on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious or critical violation on the page as it is now; `what` names the page in a failure. */
export async function expectAxeClean(page: Page, what: string): Promise<void> {
  expect(await seriousAxeViolations(page), what).toEqual([]);
}
