import { Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useConsent } from '../consent/consent-context';
import { LazyFooter } from './chrome';

const onServer = typeof document === 'undefined';

/**
 * The footer. The server renders it, so it is in the HTML; the browser keeps that HTML as it is
 * (not hydrated) and loads the footer's code only when the reader comes near it, then swaps in the
 * live footer, which looks the same. Pages rendered in the browser show it from then on.
 * Its links work as plain links meanwhile; its one button (Cookie Settings) is answered here, so a
 * click that comes before the footer's code is not lost.
 */
export function SiteFooter() {
  const slot = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(onServer);
  const { reset } = useConsent();
  const onServerHtmlClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('[data-consent-reset]')) reset();
  };

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
    return (
      // Clicks only reach the server's HTML here; the button inside is keyboard-reachable itself.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div
        ref={slot}
        onClick={onServerHtmlClick}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  return (
    <div ref={slot}>
      <Suspense fallback={null}>
        <LazyFooter />
      </Suspense>
    </div>
  );
}
