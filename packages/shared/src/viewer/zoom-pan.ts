import { ZOOM, clampZoom } from '../domain/zoom';

export interface Pan {
  x: number;
  y: number;
}

export const NO_PAN: Pan = { x: 0, y: 0 };

/**
 * Keeps a zoomed image covering its frame: with the image scaled by `zoom` around the frame's
 * centre, the offset may be at most half the overflow on each axis. At 1x there is no pan at all.
 */
export function clampPan(pan: Pan, zoom: number, frame: { width: number; height: number }): Pan {
  const z = clampZoom(zoom);
  const maxX = ((z - 1) * frame.width) / 2;
  const maxY = ((z - 1) * frame.height) / 2;
  const clamp = (v: number, m: number) => (m <= 0 || !Number.isFinite(v) ? 0 : Math.min(m, Math.max(-m, v)));
  return { x: clamp(pan.x, maxX), y: clamp(pan.y, maxY) };
}

/** Dragging only pans when zoomed in (spec: drag to pan only when zoomed). */
export function canPan(zoom: number): boolean {
  return clampZoom(zoom) > ZOOM.min;
}

/** Mouse wheel: one notch (deltaY ≈ ±100) changes zoom by about 0.25x; result clamped to 1..4. */
export function wheelZoom(zoom: number, deltaY: number): number {
  const next = zoom * Math.exp(-deltaY * 0.0023);
  return clampZoom(Math.round(next * 100) / 100);
}

/** Pinch: zoom at the start of the gesture scaled by the change in finger distance. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (!(startDistance > 0) || !(distance > 0)) return clampZoom(startZoom);
  return clampZoom(Math.round(startZoom * (distance / startDistance) * 100) / 100);
}

/** Pan after a zoom change so the content keeps its place relative to the centre, then clamped. */
export function panAfterZoom(
  pan: Pan,
  fromZoom: number,
  toZoom: number,
  frame: { width: number; height: number },
): Pan {
  if (toZoom <= ZOOM.min) return NO_PAN;
  const ratio = fromZoom > 0 ? toZoom / fromZoom : 1;
  return clampPan({ x: pan.x * ratio, y: pan.y * ratio }, toZoom, frame);
}
