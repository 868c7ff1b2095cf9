import { Suspense, lazy } from 'react';
import { useConsent } from './consent-context';

const CookieBanner = lazy(() => import('./cookie-banner').then((m) => ({ default: m.CookieBanner })));

/** Downloads the banner only while no consent choice is stored. */
export function LazyCookieBanner() {
  const { consent, hydrated } = useConsent();
  // Never in the server's HTML: without JavaScript it could not be dismissed.
  if (!hydrated || consent !== null) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
