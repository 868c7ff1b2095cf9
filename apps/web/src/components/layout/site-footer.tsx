import { Suspense, type MouseEvent } from 'react';
import { useConsent } from '../consent/consent-context';
import { KEEP_SERVER_HTML, KEPT_ATTRIBUTE, useKeptHtml, useKeptLinks } from '../../take-over/kept-html';
import { LazyFooter } from './chrome';

/**
 * The footer. It only shows links and credits, the same on every page, so when the app takes over
 * a page the server rendered, the footer's HTML stays as the server sent it for as long as the page
 * is open (take-over/kept-html.tsx): its links are followed inside the app, and its one button
 * (Cookie Settings) is answered here. Pages the browser renders itself load the footer's code.
 */
export function SiteFooter() {
  const { kept, ref } = useKeptHtml<HTMLDivElement>(null);
  const links = useKeptLinks(kept);
  const { reset } = useConsent();
  const onKeptClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('[data-consent-reset]')) reset();
    else links.onClick?.(event);
  };

  if (kept)
    return (
      // The button inside is keyboard-reachable itself; this only answers its clicks.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div
        ref={ref}
        {...{ [KEPT_ATTRIBUTE]: '' }}
        onClick={onKeptClick}
        onMouseOver={links.onMouseOver}
        onFocus={links.onFocus}
        {...KEEP_SERVER_HTML}
      />
    );
  return (
    <div key="live" ref={ref} {...{ [KEPT_ATTRIBUTE]: '' }}>
      <Suspense fallback={null}>
        <LazyFooter />
      </Suspense>
    </div>
  );
}
