/** Whether a CSS media query matches now (true where matchMedia is missing, e.g. jsdom). */
export function matchesMedia(query: string): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true;
}
