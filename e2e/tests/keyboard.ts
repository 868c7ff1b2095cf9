// Keyboard-only steps the keyboard specs share. Every key that may move focus is followed by two
// checks: focus is on an element (never dropped to <body>), and that element shows a focus ring.
import { expect, type Locator, type Page } from './fixtures';

/** What has focus: its tag, accessible hint and whether its ring (outline or box-shadow) shows. */
interface Focused {
  tag: string;
  text: string;
  ring: boolean;
  /** The page's main content, which takes focus after a navigation and shows no ring by design. */
  newPage: boolean;
}

function describeFocus(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const hint = el.getAttribute('aria-label') ?? el.textContent ?? '';
    return {
      tag: el.tagName.toLowerCase(),
      text: hint.trim().slice(0, 60),
      ring: outline || shadow,
      newPage: el.id === 'main-content',
    };
  });
}

/** Focus is on an element other than <body>, and it shows a visible focus indicator. */
export async function expectVisibleFocus(page: Page, after = 'the last key'): Promise<void> {
  const focused = await describeFocus(page);
  expect(focused, `focus was lost after ${after}`).not.toBeNull();
  if (focused!.newPage) return; // a key that opened a page: focus rests on its content, as for every navigation
  expect(focused!.ring, `no focus ring on <${focused!.tag}> "${focused!.text}" after ${after}`).toBe(true);
}

/** Presses a key, then checks that focus is still on an element and visible. */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expectVisibleFocus(page, key);
}

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement).catch(() => false);
}

/**
 * Tabs (or Shift+Tabs) until `target` has focus, checking focus after each press; fails after
 * `max` presses, so a control Tab never reaches is reported as such.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await target.waitFor({ state: 'visible' });
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await press(page, back ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `Tab did not reach ${target.toString()} in ${max} presses`).toBe(true);
}

/** Types text into whatever has focus, as a person would. */
export async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: 10 });
}
