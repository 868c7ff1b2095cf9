import { describe, expect, it } from 'vitest';
import { canPan, clampPan, panAfterZoom, pinchZoom, wheelZoom } from './zoom-pan';

const frame = { width: 800, height: 600 };

describe('zoom viewer rules', () => {
  it('never pans at 1x and clamps to half the overflow when zoomed', () => {
    expect(clampPan({ x: 50, y: -20 }, 1, frame)).toEqual({ x: 0, y: 0 });
    expect(clampPan({ x: 5000, y: -5000 }, 2, frame)).toEqual({ x: 400, y: -300 });
    expect(clampPan({ x: 10, y: 20 }, 4, frame)).toEqual({ x: 10, y: 20 });
    expect(clampPan({ x: Number.NaN, y: 1 }, 2, frame)).toEqual({ x: 0, y: 1 });
  });
  it('only allows dragging when zoomed in', () => {
    expect(canPan(1)).toBe(false);
    expect(canPan(1.1)).toBe(true);
    expect(canPan(0.5)).toBe(false);
  });
  it('wheel and pinch zoom stay within 1..4', () => {
    expect(wheelZoom(1, -100)).toBeGreaterThan(1);
    expect(wheelZoom(1, 100)).toBe(1);
    expect(wheelZoom(4, -1000)).toBe(4);
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 10)).toBe(1);
    expect(pinchZoom(3, 100, 400)).toBe(4);
    expect(pinchZoom(2, 0, 100)).toBe(2);
  });
  it('resets pan when zooming back to 1x and scales it otherwise', () => {
    expect(panAfterZoom({ x: 100, y: 50 }, 2, 1, frame)).toEqual({ x: 0, y: 0 });
    expect(panAfterZoom({ x: 100, y: 50 }, 2, 4, frame)).toEqual({ x: 200, y: 100 });
    expect(panAfterZoom({ x: 400, y: 300 }, 2, 1.5, frame)).toEqual({ x: 200, y: 150 });
  });
});
