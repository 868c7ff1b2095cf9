import { useEffect } from 'react';

/** Adds <meta name="robots" content="noindex"> while mounted (admin and auth pages). */
export function useNoIndex(): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const created = !meta;
    const previous = meta?.content;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.appendChild(meta);
    }
    meta.content = 'noindex';
    return () => {
      if (created) meta.remove();
      else if (previous !== undefined) meta.content = previous;
    };
  }, []);
}
