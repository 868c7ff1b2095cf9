// The take-over: the app hydrating a page the server rendered, or rendering one it did not. Parts
// of the page that only show data (kept-html.tsx) read `isTakingOver` when they mount: mounted
// during the take-over, they leave the server's HTML in place instead of rendering it again.
// See docs/decisions/025-static-html-stays-server-html.md.
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

let takingOver = false;

/** From just before hydration until the app has taken over the page (tests set it by hand). */
export function setTakingOver(value: boolean): void {
  takingOver = value;
}

export function isTakingOver(): boolean {
  return takingOver;
}

/**
 * Puts the app `render(onTakeOver)` into `root`: hydrates the server's HTML when `hydrate`, else
 * renders it. The app calls `onTakeOver` once it has taken over (app-providers.tsx, in an effect);
 * the promise resolves then.
 */
export function takeOver(
  root: HTMLElement,
  hydrate: boolean,
  render: (onTakeOver: () => void) => ReactNode,
): Promise<void> {
  let tookOver!: () => void;
  const taken = new Promise<void>((resolve) => (tookOver = resolve));
  const app = render(tookOver);
  if (!hydrate) createRoot(root).render(app);
  else {
    // Parts that only show data keep the server's HTML while this lasts.
    setTakingOver(true);
    void taken.then(() => setTakingOver(false));
    // In a transition, hydration is split into short tasks: the page stays responsive meanwhile.
    // A mismatch is reported as an uncaught error (React's default), which the e2e suite watches for.
    startTransition(() => void hydrateRoot(root, app));
  }
  return taken;
}
