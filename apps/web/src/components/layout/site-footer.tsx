import { Suspense, useEffect, useRef, useState } from 'react';
import { LazyFooter } from './chrome';

const onServer = typeof document === 'undefined';

/**
 * The footer. The server renders it, so it is in the HTML; the browser keeps that HTML as it is
 * (not hydrated) and loads the footer's code only when the reader comes near it, then swaps in the
 * live footer, which looks the same. Pages rendered in the browser show it from then on.
 */
export function SiteFooter() {
  const slot = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(onServer);

  useEffect(() => {
    const element = slot.current;
    if (live || !element) return;
    const goLive = () => void LazyFooter.preload().then(() => setLive(true));
    if (typeof IntersectionObserver === 'undefined') return goLive();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        goLive();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [live]);

  if (!live)
    // Keeps whatever the server put here; React neither checks nor replaces it until `live`.
    return <div ref={slot} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return (
    <div ref={slot}>
      <Suspense fallback={null}>
        <LazyFooter />
      </Suspense>
    </div>
  );
}
