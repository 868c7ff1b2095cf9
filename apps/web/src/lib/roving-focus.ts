import type { KeyboardEvent } from 'react';

/** Mark the container of roving items with this attribute. */
export const ROVING_ROOT = { 'data-roving-root': '' } as const;

const ITEM_SELECTOR = '[data-roving-item]:not([disabled])';

/**
 * Arrow-key navigation between the `[data-roving-item]` elements of the closest `[data-roving-root]`
 * around the focused item: Up/Down (and Left/Right when `horizontal`), Home, End.
 * Put it on each item's onKeyDown. Returns true when it moved focus.
 */
export function handleRovingKeyDown(event: KeyboardEvent<HTMLElement>, horizontal = false): boolean {
  const root = event.currentTarget.closest('[data-roving-root]');
  if (!root) return false;
  const items = Array.from(root.querySelectorAll<HTMLElement>(ITEM_SELECTOR));
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const prevKeys = horizontal ? ['ArrowLeft', 'ArrowUp'] : ['ArrowUp'];
  const nextKeys = horizontal ? ['ArrowRight', 'ArrowDown'] : ['ArrowDown'];
  let target: number | null = null;
  if (nextKeys.includes(event.key)) target = index < 0 ? 0 : (index + 1) % items.length;
  else if (prevKeys.includes(event.key)) target = index <= 0 ? items.length - 1 : index - 1;
  else if (event.key === 'Home') target = 0;
  else if (event.key === 'End') target = items.length - 1;
  if (target === null) return false;
  event.preventDefault();
  items[target].focus();
  return true;
}

/** Focuses the first (or the `[aria-checked=true]`/`[aria-current]`) roving item inside `container`. */
export function focusFirstRovingItem(container: HTMLElement | null): void {
  if (!container) return;
  const preferred = container.querySelector<HTMLElement>(
    `${ITEM_SELECTOR}[aria-checked="true"], ${ITEM_SELECTOR}[aria-current="page"]`,
  );
  (preferred ?? container.querySelector<HTMLElement>(ITEM_SELECTOR))?.focus();
}
