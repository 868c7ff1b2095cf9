// The app itself: router, data, languages and React, put into the page by the take-over
// (take-over/take-over.tsx). The starter (take-over/starter.ts) decides when this module loads.
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { splitLanguagePath } from '@dfwiki/shared';
import { AppProviders } from './app-providers';
import { createAppRouter, createHydratingRouter, pageLanguage } from './router';
import { preloadChrome } from '../components/layout/chrome';
import { initI18n } from '../i18n/i18n';
import { getAppConfig } from '../lib/app-config';
import { prefetchPath } from '../take-over/prefetch';
import { loadFullStylesheet } from '../take-over/full-stylesheet';
import { loadPageData, readSsrState } from '../take-over/ssr-state';
import { takeOver } from '../take-over/take-over';

/** Starts the app; resolves once it has taken over the page. */
export async function startApp(): Promise<void> {
  const config = getAppConfig();
  // A page the server rendered is taken over (hydrated): that must see exactly what the server
  // rendered, so it waits for the page's code and data, and uses the server's time, router state
  // and data. Other pages (admin area, development server) render here. The language is the address's.
  const ssr = readSsrState();
  const [i18n, router] = await Promise.all([
    initI18n(pageLanguage()),
    ssr
      ? // The data cache starts from the page's data (take-over/query-client.ts): it must be here first.
        loadPageData().then(() => createHydratingRouter(config.adminLoginPath, ssr.router))
      : prefetchPath(splitLanguagePath(window.location.pathname).path).then(() =>
          createAppRouter(config.adminLoginPath),
        ),
    preloadChrome().catch(() => undefined),
    loadFullStylesheet(),
  ]);
  await takeOver(document.getElementById('root')!, ssr !== null, (onTakeOver) => (
    <StrictMode>
      <AppProviders config={config} i18n={i18n} renderTime={ssr?.now} onTakeOver={onTakeOver}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  ));
}
