import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Maximize from 'lucide-react/icons/maximize';
import X from 'lucide-react/icons/x';
import ZoomIn from 'lucide-react/icons/zoom-in';
import ZoomOut from 'lucide-react/icons/zoom-out';
import { ZOOM, canPan, stepZoom } from '@dfwiki/shared';
import { cx } from '../../../../lib/cx';
import { useFocusTrap } from '../../../../lib/use-focus-trap';
import { useZoomPan } from '../../hooks/use-zoom-pan';

export interface MapViewerProps {
  src: string;
  alt: string;
  title: string;
  onClose: () => void;
}

const TOOL =
  'inline-flex size-10 items-center justify-center rounded-lg bg-white/10 text-white hover:bg-white/20 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Full-screen map viewer: zoom 1x–4x (buttons ±0.5, slider 0.1, wheel, pinch), Fit resets zoom
 * and pan, drag pans only when zoomed in. Close, a click on the backdrop or Escape closes it; focus
 * stays inside while it is open.
 */
export function MapViewer({ src, alt, title, onClose }: MapViewerProps) {
  const { t } = useTranslation();
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const viewer = useZoomPan(stageRef, imageRef);
  useFocusTrap(true, dialogRef, onClose, closeRef);
  const zoomed = canPan(viewer.zoom);

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      className="fixed inset-0 z-[120] flex flex-col bg-black/90 text-white"
      data-testid="map-viewer"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-white/15 bg-black/60 px-3 py-2 sm:px-4">
        <h2 id={`${id}-title`} className="mr-auto min-w-0 truncate text-base font-bold">
          {title}
        </h2>
        <button
          type="button"
          className={TOOL}
          onClick={() => viewer.zoomWith((z) => stepZoom(z, 'out'))}
          disabled={viewer.zoom <= ZOOM.min}
          aria-label={t('gator.viewer.zoomOut')}
        >
          <ZoomOut size={20} aria-hidden="true" />
        </button>
        <label className="flex items-center gap-2">
          <span className="sr-only">{t('gator.viewer.zoom')}</span>
          <input
            type="range"
            min={ZOOM.min}
            max={ZOOM.max}
            step={ZOOM.sliderStep}
            value={viewer.zoom}
            onChange={(e) => viewer.setZoom(Number(e.target.value))}
            className="w-24 accent-white sm:w-40"
            data-testid="zoom-slider"
          />
        </label>
        <button
          type="button"
          className={TOOL}
          onClick={() => viewer.zoomWith((z) => stepZoom(z, 'in'))}
          disabled={viewer.zoom >= ZOOM.max}
          aria-label={t('gator.viewer.zoomIn')}
        >
          <ZoomIn size={20} aria-hidden="true" />
        </button>
        <output
          className="w-12 text-center text-sm font-semibold tabular-nums"
          aria-live="polite"
          data-testid="zoom-level"
        >
          {viewer.zoom.toFixed(1)}×
        </output>
        <button
          type="button"
          className={cx(TOOL, 'w-auto gap-1.5 px-3 text-sm font-semibold')}
          onClick={viewer.fit}
        >
          <Maximize size={16} aria-hidden="true" />
          {t('gator.viewer.fit')}
        </button>
        <button
          ref={closeRef}
          type="button"
          className={cx(TOOL, 'w-auto gap-1.5 px-3 text-sm font-semibold')}
          onClick={onClose}
        >
          <X size={18} aria-hidden="true" />
          {t('gator.viewer.close')}
        </button>
      </div>
      {/* The stage is the backdrop: a plain click on it (not on the map, not ending a drag) closes. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- Escape and the Close button are the keyboard paths */}
      <div
        ref={stageRef}
        className={cx(
          'relative flex flex-1 touch-none items-center justify-center overflow-hidden p-4 select-none',
          zoomed ? 'cursor-grab active:cursor-grabbing' : '',
        )}
        onClick={(e) => {
          if (e.target === e.currentTarget && viewer.isBackdropClick()) onClose();
        }}
        data-testid="viewer-stage"
        {...viewer.handlers}
      >
        <img
          ref={imageRef}
          src={src}
          alt={alt}
          draggable={false}
          className="max-h-full max-w-full rounded-lg bg-white object-contain shadow-2xl will-change-transform"
          style={{ transform: `translate(${viewer.pan.x}px, ${viewer.pan.y}px) scale(${viewer.zoom})` }}
          data-testid="viewer-image"
        />
      </div>
      <p className="bg-black/60 px-4 py-2 text-center text-xs text-white/80">
        {zoomed ? t('gator.viewer.hintZoomed') : t('gator.viewer.hint')}
      </p>
    </div>,
    document.body,
  );
}
