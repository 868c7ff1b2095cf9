// A page the server rendered is whole without JavaScript: it can be read, scrolled and its links
// followed. The app (React, the router, the languages: most of the page's script) starts on the
// reader's first sign of use, not on load, so a phone spends nothing on it while it shows the page.
// What the reader did before the app took over is not lost: the last button pressed is pressed
// again, Ctrl+K opens the search, and text typed into a field reaches the app.
// See docs/decisions/024-app-starts-on-first-use.md.
import { isSearchShortcut } from './search-shortcut';

/** Signs that a reader is about to use the page: touching, pointing, typing, scrolling. */
const FIRST_USE_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
];
/** Controls that do nothing without the app; links and forms work on their own. */
const NEEDS_APP = 'button:not([type="submit"]), [role="button"], [role="tab"], [role="option"], summary';

/**
 * Starts the app (`start`) at the first sign of use; replays what happened before it took over.
 * Returns the start, for a caller that starts it sooner on its own terms.
 */
export function startOnFirstUse(start: () => Promise<void>): () => void {
  let started = false;
  let pressed: HTMLElement | null = null;
  let searchShortcut = false;

  const onClick = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(NEEDS_APP);
    if (control) pressed = control;
  };
  const onKey = (event: KeyboardEvent) => {
    if (!isSearchShortcut(event)) return;
    // The browser's own Ctrl+K (its address bar search) would take the reader away.
    event.preventDefault();
    searchShortcut = true;
  };
  const stopListening = () => {
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, begin, true);
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('keydown', onKey, true);
  };
  function begin() {
    if (started) return;
    started = true;
    start().then(
      () => {
        stopListening();
        replay(pressed, searchShortcut);
      },
      // The app's code did not arrive (a dropped connection): the next sign of use tries again.
      () => (started = false),
    );
  }

  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, begin, { capture: true, passive: true });
  window.addEventListener('click', onClick, true);
  window.addEventListener('keydown', onKey, true);
  // Arriving with focus already inside the page (a restored tab, an address with a #fragment) is use too.
  if (document.activeElement && document.activeElement !== document.body) begin();
  return begin;
}

/** What the reader did while the app was starting, done again now that it listens. */
function replay(pressed: HTMLElement | null, searchShortcut: boolean): void {
  syncTypedText();
  if (pressed?.isConnected) pressed.click();
  if (searchShortcut)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
}

/**
 * Text typed into the focused field before the app took over is on screen, but the app's state
 * does not have it. React reads a change from an `input` event when the value differs from the
 * one it last saw: it is told the field's server value first, then given the typed text.
 */
function syncTypedText(): void {
  const field = document.activeElement;
  if (!(field instanceof HTMLInputElement) || field.value === field.defaultValue) return;
  const typed = field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
