import { Suspense } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { useConsent } from './consent-context';
import { readConsent } from './consent-storage';

// A reader who has chosen never downloads the banner: its server HTML (hidden by CSS) is left
// unhydrated until hydration removes it.
const never = new Promise<never>(() => {});
export const CookieBanner = lazyWithPreload(() =>
  typeof window !== 'undefined' && readConsent() !== null
    ? never
    : import('./cookie-banner').then((m) => m.CookieBanner),
);

/**
 * The consent banner, downloaded only while no choice is stored. It is in the server's HTML (so it
 * paints with the page, not after it); CSS hides it there when the boot script found a stored
 * choice or when scripts do not run (it could not be dismissed), and hydration then removes it.
 */
export function LazyCookieBanner() {
  const { consent, hydrated } = useConsent();
  if (hydrated && consent !== null) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
