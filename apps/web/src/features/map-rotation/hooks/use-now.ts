import { useEffect, useState } from 'react';
import { ROTATION_REFRESH_MS } from '@dfwiki/shared';

/** The current time, refreshed every 60 s (spec 9). */
export function useNow(intervalMs: number = ROTATION_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The reader's IANA time zone (UTC when the browser does not say). */
export function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
