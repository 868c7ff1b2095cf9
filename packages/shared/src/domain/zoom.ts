/** Map zoom viewer limits. */
export const ZOOM = { min: 1, max: 4, buttonStep: 0.5, sliderStep: 0.1 } as const;

/** Clamp to 1..4; NaN (e.g. an emptied slider) resets to the fitted 1x. */
export function clampZoom(zoom: number): number {
  if (Number.isNaN(zoom)) return ZOOM.min;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, zoom));
}

/** Zoom button: one 0.5 step in or out, rounded to one decimal so repeated steps do not drift. */
export function stepZoom(zoom: number, direction: 'in' | 'out'): number {
  const next = zoom + (direction === 'in' ? ZOOM.buttonStep : -ZOOM.buttonStep);
  return clampZoom(Math.round(next * 10) / 10);
}
