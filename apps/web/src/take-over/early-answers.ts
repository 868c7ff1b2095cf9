// A tap the page can answer before the app has arrived. The app starts at the first sign of use
// and replays the last button pressed and the fields changed once it has taken over
// (first-use.ts), which on a phone can be seconds later. Where the server's HTML already holds
// everything a control shows, the control says so and is answered at once, from the HTML:
//
// - A tab list marked `data-early-filter` whose panel's items carry `data-for-tab` (the ids of the
//   tabs that show them, space-separated): a tab's tap selects it and hides the other items.
// - A select marked `data-early-filter="<name>"`: choosing a value hides the page's items whose
//   `data-<name>` is another value; the value `all` shows every item.
// - A select marked `data-early-order`: choosing a value places each item marked
//   `data-order-<value>` (its place in that order, from 0) by the CSS `order` of its flex or grid
//   box, which moves it on screen but not in the document.
//
// Elements marked `data-early-stale` in what was answered (a count of items, a chart of the view)
// are hidden until the app has drawn the new view, as they still show the old one.
//
// Only attributes change (and an item's `order` style), never text or the order of elements, so
// the app still takes over the HTML as the server sent it. Then the replayed tap or change sets the app's own state to what is
// on screen, and `settleEarlyAnswers` removes what the app does not draw itself.
// See docs/decisions/036-early-answers.md.

/** Set on what was answered (a tab panel, or the page for a select) until the app has drawn it. */
const ANSWERED = 'data-early-answered';
/** A select's value that shows every item. */
const ALL = 'all';

interface Answer {
  /** The tab panel, or the page: its `data-early-stale` elements wait for the app. */
  scope: HTMLElement;
  /** The items the answer hid: the app removes them when it draws the view. */
  hidden: HTMLElement[];
  /** The items the answer placed, and the attribute of their place: the app puts them in that order. */
  placed?: { items: HTMLElement[]; attribute: string };
}

/** A value that can be part of an attribute's name. */
const NAME = /^[a-z][a-z0-9-]*$/;

let answers: Answer[] = [];

/** Answers a tap on `control` from the HTML if it is a tab that allows it; true when it did. */
export function answerEarly(control: Element | null): boolean {
  const tab = control?.closest?.<HTMLElement>('[role="tab"][data-tab-id]');
  const list = tab?.closest<HTMLElement>('[role="tablist"][data-early-filter]');
  if (!tab || !list || tab.hasAttribute('disabled')) return false;
  const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
  if (!panel) return false;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    other.setAttribute('aria-selected', String(other === tab));
    other.tabIndex = other === tab ? 0 : -1;
  }
  panel.setAttribute('aria-labelledby', tab.id);
  const id = tab.dataset.tabId!;
  show(panel, panel.querySelectorAll<HTMLElement>('[data-for-tab]'), (item) =>
    item.dataset.forTab!.split(' ').includes(id),
  );
  return true;
}

/** Answers a new choice in `field` from the HTML if it is a select that allows it; true when it did. */
export function answerEarlyChange(field: Element | null): boolean {
  if (!(field instanceof HTMLSelectElement)) return false;
  if (field.hasAttribute('data-early-order')) return answerOrder(field.value);
  const name = field.dataset.earlyFilter;
  if (!name || !NAME.test(name)) return false;
  const value = field.value;
  const attribute = `data-${name}`;
  show(document.documentElement, document.querySelectorAll<HTMLElement>(`[${attribute}]`), (item) =>
    [ALL, item.getAttribute(attribute)].includes(value),
  );
  return true;
}

/** Places the items marked `data-order-<value>` in that order on screen. */
function answerOrder(value: string): boolean {
  if (!NAME.test(value)) return false;
  const attribute = `data-order-${value}`;
  const items = [...document.querySelectorAll<HTMLElement>(`[${attribute}]`)];
  for (const item of items) item.style.order = item.getAttribute(attribute)!;
  const scope = document.documentElement;
  answers = [
    ...answers.filter((a) => a.scope !== scope || !a.placed),
    { scope, hidden: [], placed: { items, attribute } },
  ];
  return true;
}

/** Shows the `items` that `shows` accepts and hides the rest, and marks `scope` as answered. */
function show(scope: HTMLElement, items: Iterable<HTMLElement>, shows: (item: HTMLElement) => boolean): void {
  const hidden: HTMLElement[] = [];
  for (const item of items) {
    item.hidden = !shows(item);
    if (item.hidden) hidden.push(item);
  }
  scope.setAttribute(ANSWERED, '');
  answers = [...answers.filter((a) => a.scope !== scope || a.placed), { scope, hidden }];
}

/**
 * Once the app has taken over and replayed the tap: waits until it has drawn each answered view,
 * then removes the answer's marks: the scope's, and `hidden` from any item the app kept (the app
 * hides nothing that way). Gives up waiting after `maxMs`.
 */
export function settleEarlyAnswers(maxMs = 5000): Promise<void> {
  const pending = answers;
  answers = [];
  if (pending.length === 0) return Promise.resolve();
  const until = performance.now() + maxMs;
  return new Promise((resolve) => {
    const check = () => {
      const drawn = pending.every((a) => !a.scope.isConnected || appDrew(a));
      if (!drawn && performance.now() < until) return void requestAnimationFrame(check);
      for (const a of pending) {
        a.scope.removeAttribute(ANSWERED);
        for (const item of a.hidden) if (item.isConnected) item.hidden = false;
        for (const item of a.placed?.items ?? []) item.style.removeProperty('order');
      }
      resolve();
    };
    requestAnimationFrame(check);
  });
}

/** The app's view is on screen: it has removed the items the answer hid, and ordered the ones it placed. */
const appDrew = (a: Answer) =>
  a.hidden.every((item) => !item.isConnected) && (!a.placed || inOrder(a.placed));

/** The placed items still on the page stand in the document in the order of their places. */
function inOrder({ items, attribute }: NonNullable<Answer['placed']>): boolean {
  const place = (item: HTMLElement) => Number(item.getAttribute(attribute));
  const connected = items.filter((item) => item.isConnected);
  const inDocument = [...connected].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  return inDocument.every((item, i) => i === 0 || place(inDocument[i - 1]!) < place(item));
}
