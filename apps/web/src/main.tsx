import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import 'virtual:theme-vars.css';
import './styles/index.css';
import { AppProviders } from './app/app-providers';
import { prefetchPath } from './lib/prefetch';
import { preloadChrome } from './components/layout/chrome';
import { createAppRouter, createHydratingRouter, pageLanguage } from './app/router';
import { initI18n } from './i18n/i18n';
import { getAppConfig } from './lib/app-config';
import { splitLanguagePath } from '@dfwiki/shared';
import { readSsrState } from './lib/ssr-state';
import { whenIdle } from './lib/when-idle';

const config = getAppConfig();
const rootElement = document.getElementById('root')!;
// A page the server rendered is taken over (hydrated): that must see exactly what the server
// rendered, so it waits for the page's code, and uses the server's time, router state and data.
// Other pages (admin area, development server) render here. The language is the address's.
const ssr = readSsrState();

void Promise.all([
  initI18n(pageLanguage()),
  ssr
    ? createHydratingRouter(config.adminLoginPath, ssr.router)
    : prefetchPath(splitLanguagePath(window.location.pathname).path).then(() =>
        createAppRouter(config.adminLoginPath),
      ),
  preloadChrome().catch(() => undefined),
]).then(([i18n, router]) => {
  const app = (
    <StrictMode>
      <AppProviders config={config} i18n={i18n} renderTime={ssr?.now}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (!ssr) createRoot(rootElement).render(app);
  // In a transition, hydration is split into short tasks: the page stays responsive meanwhile.
  // A mismatch is reported as an uncaught error (React's default), which the e2e suite watches for.
  else startTransition(() => void hydrateRoot(rootElement, app));
  // Offline reading is not needed for the first paint: it starts a few seconds later, when idle.
  if (import.meta.env.PROD)
    setTimeout(
      () => whenIdle(() => void import('./lib/offline/register').then((m) => m.startOfflineReading())),
      3000,
    );
});
