import { useState, type ImgHTMLAttributes } from 'react';

export const WEAPON_PLACEHOLDER = '/images/weapon-placeholder.svg';

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  /** Shown when `src` is missing or fails to load. */
  fallback?: string;
}

/** <img> that swaps to a placeholder when there is no image or it fails to load. */
export function FallbackImage({ src, fallback = WEAPON_PLACEHOLDER, alt = '', ...rest }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src ? src : fallback;
  return (
    <img
      src={usable}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => src && setFailed(src)}
      // A server-rendered image may have failed before the page's code ran (no onError then).
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0 && src && failed !== src) setFailed(src);
      }}
      {...rest}
    />
  );
}
