import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import 'virtual:theme-vars.css';
import './styles/index.css';
import { AppProviders } from './app/app-providers';
import { prefetchPath } from './app/prefetch';
import { preloadChrome } from './components/layout/chrome';
import { createAppRouter, createHydratingRouter } from './app/router';
import { changeAppLanguage, initI18n } from './i18n/i18n';
import { isLanguageCode, readSavedLanguage } from './i18n/languages';
import { getAppConfig } from './lib/app-config';
import { readSsrState } from './lib/ssr-state';

const config = getAppConfig();
const rootElement = document.getElementById('root')!;
const ssr = readSsrState();

if (ssr && isLanguageCode(ssr.lang)) {
  // A server-rendered page: take over its HTML. Hydration must see exactly what the server
  // rendered, so it waits for the page's code (lazy routes), uses the server's language and
  // time, and gets the router state and data the server used.
  const rendered = ssr.lang;
  void Promise.all([
    initI18n(rendered),
    createHydratingRouter(config.adminLoginPath, ssr.router),
    preloadChrome().catch(() => undefined),
  ]).then(([i18n, router]) => {
    hydrateRoot(
      rootElement,
      <StrictMode>
        <AppProviders config={config} i18n={i18n} renderTime={ssr.now}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
      // Production React recovers from a mismatch silently (it re-renders on the client): say so.
      { onRecoverableError: (error) => console.error('Hydration mismatch:', error) },
    );
    // A language chosen before the language cookie existed: switch to it after taking over.
    const saved = readSavedLanguage();
    if (saved && saved !== rendered) setTimeout(() => void changeAppLanguage(i18n, saved), 0);
  });
} else {
  // A page the server did not render (admin area, development server): render it here.
  const router = createAppRouter(config.adminLoginPath);
  void Promise.all([
    initI18n(),
    prefetchPath(window.location.pathname),
    preloadChrome().catch(() => undefined),
  ]).then(([i18n]) => {
    createRoot(rootElement).render(
      <StrictMode>
        <AppProviders config={config} i18n={i18n}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
