import { lazy, Suspense } from 'react';

const RouteErrorView = lazy(() => import('./route-error-view'));

/**
 * Router errorElement. The view is downloaded only when an error happens; if even that fails,
 * React Router's own fallback shows the same 'Unexpected Application Error!' heading.
 */
export function RouteErrorPage() {
  return (
    <Suspense fallback={null}>
      <RouteErrorView />
    </Suspense>
  );
}
