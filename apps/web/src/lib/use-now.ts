import { useEffect, useState } from 'react';
import { ROTATION_REFRESH_MS } from '@dfwiki/shared';
import { useRenderTime } from './render-time';

/**
 * The current time, refreshed every ROTATION_REFRESH_MS (60 s). The first render shows
 * the server's render time, so hydration matches the HTML; the clock then takes over.
 */
export function useNow(intervalMs: number = ROTATION_REFRESH_MS): Date {
  const renderTime = useRenderTime();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now ?? renderTime;
}
