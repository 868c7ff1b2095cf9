import { useContext, useState } from 'react';
import { RenderTimeContext } from './render-time-context';
import { useHydrated } from './use-hydrated';

/**
 * The time a time-dependent view shows: the server's render time (in the HTML, and again while
 * hydrating), then the time the view mounted in the browser. Callers keep their own clock after.
 */
export function useRenderTime(): Date {
  const hydrated = useHydrated();
  const renderedAt = useContext(RenderTimeContext);
  const [mountedAt] = useState(() => Date.now());
  return new Date(!hydrated && renderedAt !== null ? renderedAt : mountedAt);
}

/** The reader's IANA time zone (UTC when the browser does not say). */
export function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** UTC on the server and while hydrating (the server cannot know the reader's zone), then local. */
export function useDisplayTimeZone(): string {
  return useHydrated() ? localTimeZone() : 'UTC';
}
