/**
 * Before the list item holding `inside` leaves the page, and when focus is in it, gives focus to
 * the next item's heading (or the previous one's, or the main content): a removed element takes
 * keyboard focus with it to the top of the page. Headings get it through tabIndex={-1}.
 */
export function handFocusOn(inside: Element | null): void {
  const item = inside?.closest('li');
  if (!item?.contains(document.activeElement)) return;
  const neighbour = item.nextElementSibling ?? item.previousElementSibling;
  const target =
    neighbour?.querySelector<HTMLElement>('h2[tabindex="-1"]') ?? document.getElementById('main-content');
  target?.focus();
}
