// Whether the app is taking over a page the server rendered (hydrating it) right now. Parts of the
// page that only show data (components/ui/kept-html.tsx) read it when they mount: mounted during the
// take-over, they leave the server's HTML in place instead of rendering it again.
// See docs/decisions/025-static-html-stays-server-html.md.

let takingOver = false;

/** start-app.tsx: from just before hydration until the app has taken over the page. */
export function setTakingOver(value: boolean): void {
  takingOver = value;
}

export function isTakingOver(): boolean {
  return takingOver;
}
