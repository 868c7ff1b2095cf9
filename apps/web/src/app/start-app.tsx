// The app itself: router, data, languages and React, taking over a page the server rendered
// (hydration) or rendering one it did not. main.tsx decides when this module loads.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { splitLanguagePath } from '@dfwiki/shared';
import { AppProviders } from './app-providers';
import { createAppRouter, createHydratingRouter, pageLanguage } from './router';
import { preloadChrome } from '../components/layout/chrome';
import { initI18n } from '../i18n/i18n';
import { getAppConfig } from '../lib/app-config';
import { prefetchPath } from '../lib/prefetch';
import { readSsrState } from '../lib/ssr-state';
import { setTakingOver } from '../lib/take-over';

/** Starts the app; resolves once it has taken over the page. */
export async function startApp(): Promise<void> {
  const config = getAppConfig();
  const rootElement = document.getElementById('root')!;
  // A page the server rendered is taken over (hydrated): that must see exactly what the server
  // rendered, so it waits for the page's code, and uses the server's time, router state and data.
  // Other pages (admin area, development server) render here. The language is the address's.
  const ssr = readSsrState();
  const [i18n, router] = await Promise.all([
    initI18n(pageLanguage()),
    ssr
      ? createHydratingRouter(config.adminLoginPath, ssr.router)
      : prefetchPath(splitLanguagePath(window.location.pathname).path).then(() =>
          createAppRouter(config.adminLoginPath),
        ),
    preloadChrome().catch(() => undefined),
  ]);
  let tookOver!: () => void;
  const taken = new Promise<void>((resolve) => (tookOver = resolve));
  const app = (
    <StrictMode>
      <AppProviders config={config} i18n={i18n} renderTime={ssr?.now} onTakeOver={tookOver}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (!ssr) createRoot(rootElement).render(app);
  else {
    // Parts that only show data keep the server's HTML (lib/take-over.ts) while this lasts.
    setTakingOver(true);
    void taken.then(() => setTakingOver(false));
    // In a transition, hydration is split into short tasks: the page stays responsive meanwhile.
    // A mismatch is reported as an uncaught error (React's default), which the e2e suite watches for.
    startTransition(() => void hydrateRoot(rootElement, app));
  }
  await taken;
}
