// A page the server rendered is whole without JavaScript: it can be read, scrolled and its links
// followed. The app (React, the router, the languages: most of the page's script) starts on the
// reader's first sign of use, not on load, so a phone spends nothing on it while it shows the page.
// What the reader did before the app took over is not lost: the last button pressed is pressed
// again, Ctrl+K opens the search, and what was typed, chosen or ticked in a form field (text,
// textarea, select, checkbox, radio) reaches the app. A tab or a filter whose view is all in the
// HTML answers at once (early-answers.ts).
// See docs/decisions/024-app-starts-on-first-use.md.
import { isSearchShortcut } from '../lib/search-shortcut';
import { answerEarly, answerEarlyChange, settleEarlyAnswers } from './early-answers';

/** Signs that a reader is about to use the page: touching, pointing, typing, scrolling. */
export const FIRST_USE_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
];
/**
 * The events the boot script kept before the starter ran (public/boot.js), once: from then on the
 * starter's own listeners hear them, and the boot script keeps no more.
 */
export function takeEarlyEvents(): Event[] {
  const holder = window as { __dfEarly?: Event[] };
  const events = holder.__dfEarly ?? [];
  holder.__dfEarly = undefined;
  return events;
}

/**
 * A mouse's move on a device whose main pointer cannot hover (a phone) is no sign of use: Chromium
 * sends one when a page loads under a resting mouse pointer, and a phone's reader uses the page by
 * touch. Pressing, touching, typing and scrolling still are.
 */
function isStillMouse(event: Event | undefined): boolean {
  return (
    event?.type === 'pointermove' &&
    (event as PointerEvent).pointerType === 'mouse' &&
    window.matchMedia?.('(hover: none)').matches === true
  );
}

/** An event's type, what the starter does with it, and whether it never stops the browser's own action (passive). */
type Listener = [type: string, listener: (event: Event) => void, passive: boolean];

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
  const changed = new Set<FormField>();

  const onClick = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(NEEDS_APP);
    if (!control) return;
    pressed = control;
    answerEarly(control);
  };
  const onChange = (event: Event) => {
    if (!isFormField(event.target)) return;
    changed.add(event.target);
    answerEarlyChange(event.target);
  };
  const onKey = (event: KeyboardEvent) => {
    if (!isSearchShortcut(event)) return;
    // The browser's own Ctrl+K (its address bar search) would take the reader away.
    event.preventDefault();
    searchShortcut = true;
  };
  // Each event the starter hears before the app has taken over, and what it does with it: the same
  // table adds the listeners, removes them, and takes the events the boot script kept.
  const listeners: Listener[] = [
    ...FIRST_USE_EVENTS.map((type): Listener => [type, begin, true]),
    ['click', onClick, false],
    ['keydown', (event) => onKey(event as KeyboardEvent), false],
    ['input', onChange, false],
    ['change', onChange, false],
  ];
  const stopListening = () => {
    for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
  };
  function begin(event?: Event) {
    if (started || isStillMouse(event)) return;
    started = true;
    start().then(
      () => {
        stopListening();
        replay(changed, pressed, searchShortcut);
        void settleEarlyAnswers();
      },
      // The app's code did not arrive (a dropped connection): the next sign of use tries again.
      () => (started = false),
    );
  }

  for (const [type, listener, passive] of listeners)
    window.addEventListener(type, listener, { capture: true, passive });
  // What the reader did before this script arrived (the boot script kept it): taken as it came.
  for (const event of takeEarlyEvents())
    for (const [type, listener] of listeners) if (type === event.type) listener(event);
  // Arriving with focus already inside the page (a restored tab, an address with a #fragment) is use too.
  if (document.activeElement && document.activeElement !== document.body) begin();
  return begin;
}

/** What the reader did while the app was starting, done again now that it listens. */
function replay(changed: Set<FormField>, pressed: HTMLElement | null, searchShortcut: boolean): void {
  // The focused field too: text may have come in before this module listened (a restored form).
  if (isFormField(document.activeElement)) changed.add(document.activeElement);
  for (const field of changed) if (field.isConnected) handOver(field);
  if (pressed?.isConnected) pressed.click();
  if (searchShortcut)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
}

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isFormField = (target: unknown): target is FormField =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/**
 * Hands a field's state, changed before the app took over, to the app. It is on screen, but the
 * app's state still has the server's. React reads a change from the event each kind of field
 * sends (`input` for text, `change` for a select, `click` for a checkbox or radio) and, but for a
 * select, only when the state differs from the one it last saw: that one was read when the app took
 * over, so it is first set back to the server's (through the property React watches).
 */
function handOver(field: FormField): void {
  if (field instanceof HTMLSelectElement) {
    if ([...field.options].some((option) => option.selected !== option.defaultSelected))
      field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked === field.defaultChecked) return;
    // Back to the server's state, then the reader's click again: the browser sets the field and
    // sends the click (and input and change) as it did the first time.
    field.checked = field.defaultChecked;
    field.click();
    return;
  }
  if (field.value === field.defaultValue) return;
  const typed = field.value;
  field.value = field.defaultValue;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
