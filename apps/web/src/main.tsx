import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import 'virtual:theme-vars.css';
import './styles/index.css';
import { AppProviders } from './app/app-providers';
import { prefetchPath } from './app/prefetch';
import { preloadChrome } from './components/layout/chrome';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { getAppConfig } from './lib/app-config';

const config = getAppConfig();
const router = createAppRouter(config.adminLoginPath);

// Load the language file, the current page's code and the navigation in parallel, then render.
// (A promise chain rather than top-level await: safer with the chunk graph.)
void Promise.all([
  initI18n(),
  prefetchPath(window.location.pathname),
  preloadChrome().catch(() => undefined),
]).then(([i18n]) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders config={config} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
