import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import {
  NO_PAN,
  ZOOM,
  canPan,
  clampPan,
  clampZoom,
  panAfterZoom,
  pinchZoom,
  wheelZoom,
  type Pan,
} from '@dfwiki/shared';

interface View {
  zoom: number;
  pan: Pan;
}
type Gesture =
  { kind: 'drag'; x: number; y: number; pan: Pan } | { kind: 'pinch'; distance: number; zoom: number } | null;

const distance = (points: { x: number; y: number }[]) =>
  Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y);

/**
 * Zoom (1x–4x) and pan for the map viewer. Pointer events cover mouse, pen and touch: one pointer
 * drags (only when zoomed in), two pointers pinch. The wheel zooms. Pan is clamped so the image
 * always covers its frame; `content` is the untransformed image box used for that clamp.
 */
export function useZoomPan(stage: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>) {
  const [view, setView] = useState<View>({ zoom: ZOOM.min, pan: NO_PAN });
  const viewRef = useRef(view);
  useLayoutEffect(() => {
    viewRef.current = view;
  });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture>(null);
  const moved = useRef(false);
  const downOnStage = useRef(false);
  const origin = useRef({ x: 0, y: 0 });

  const frame = useCallback(
    () => ({ width: content.current?.offsetWidth ?? 0, height: content.current?.offsetHeight ?? 0 }),
    [content],
  );
  const zoomWith = useCallback(
    (next: (zoom: number) => number) =>
      setView((v) => {
        const zoom = clampZoom(next(v.zoom));
        return { zoom, pan: panAfterZoom(v.pan, v.zoom, zoom, frame()) };
      }),
    [frame],
  );
  const setZoom = useCallback((value: number) => zoomWith(() => value), [zoomWith]);
  const fit = useCallback(() => setView({ zoom: ZOOM.min, pan: NO_PAN }), []);

  const startGesture = useCallback(() => {
    const points = [...pointers.current.values()];
    const { zoom, pan } = viewRef.current;
    if (points.length >= 2) gesture.current = { kind: 'pinch', distance: distance(points), zoom };
    else if (points.length === 1 && canPan(zoom))
      gesture.current = { kind: 'drag', x: points[0].x, y: points[0].y, pan };
    else gesture.current = null;
  }, []);

  const onPointerDown = useCallback(
    (e: ReactPointerEvent<HTMLElement>) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.current.size === 1) {
        moved.current = false;
        downOnStage.current = e.target === e.currentTarget;
        origin.current = { x: e.clientX, y: e.clientY };
      }
      e.currentTarget.setPointerCapture?.(e.pointerId);
      startGesture();
    },
    [startGesture],
  );
  const onPointerMove = useCallback(
    (e: ReactPointerEvent<HTMLElement>) => {
      if (!pointers.current.has(e.pointerId)) return;
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (Math.abs(e.clientX - origin.current.x) + Math.abs(e.clientY - origin.current.y) > 4)
        moved.current = true;
      const g = gesture.current;
      if (!g) return;
      if (g.kind === 'pinch') {
        moved.current = true;
        setZoom(pinchZoom(g.zoom, g.distance, distance([...pointers.current.values()])));
      } else {
        const dx = e.clientX - g.x;
        const dy = e.clientY - g.y;
        setView((v) => ({ ...v, pan: clampPan({ x: g.pan.x + dx, y: g.pan.y + dy }, v.zoom, frame()) }));
      }
    },
    [frame, setZoom],
  );
  const onPointerUp = useCallback(
    (e: ReactPointerEvent<HTMLElement>) => {
      pointers.current.delete(e.pointerId);
      startGesture();
    },
    [startGesture],
  );

  // The wheel listener must be non-passive to stop the page from scrolling behind the viewer.
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomWith((zoom) => wheelZoom(zoom, event.deltaY));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [stage, zoomWith]);

  return {
    zoom: view.zoom,
    pan: view.pan,
    setZoom,
    /** Zoom from the current value (buttons): `viewer.zoomWith((z) => stepZoom(z, 'in'))`. */
    zoomWith,
    fit,
    /** A plain click on the backdrop: pressed and released on the stage itself without moving (not a drag or pinch). */
    isBackdropClick: () => downOnStage.current && !moved.current,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
