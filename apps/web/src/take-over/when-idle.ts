/** Runs `fn` when the browser is idle (at the latest after two seconds), never before the page is up. */
export function whenIdle(fn: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout: 2000 });
  else setTimeout(fn, 200);
}
