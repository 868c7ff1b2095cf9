import { useEffect, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import type { RouterContextProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { ConsentProvider } from '../components/consent/consent-provider';
import type { AppConfig } from '../lib/app-config';
import { RenderTimeContext } from '../lib/render-time-context';
import { RequestContext } from '../take-over/request-context';
import { ThemeProvider } from '../theme/theme-context';
import { AppConfigProvider } from '../lib/app-config-context';

export interface AppProviderProps {
  config: AppConfig;
  i18n: I18n;
  /** When the server rendered the page (ms): time-dependent views show it until hydrated. */
  renderTime?: number;
  /** The server request's router context (its QueryClient among it); the browser leaves it out. */
  requestContext?: Readonly<RouterContextProvider>;
  /** Called once the app has taken over the page (hydrated, or rendered in the browser). */
  onTakeOver?: () => void;
  children: ReactNode;
}

/**
 * Everything above the router: config, translations, theme, consent. Query + toasts:
 * app/page-providers-layout.tsx. The server and the browser render this same tree, so hydration
 * (and useId) sees the same shape on both sides.
 */
export function AppProviders({
  config,
  i18n,
  renderTime,
  requestContext,
  onTakeOver,
  children,
}: AppProviderProps) {
  useEffect(() => {
    // Marks that the app has taken over the page (hydrated, or rendered in the browser).
    document.documentElement.dataset.hydrated = '';
    onTakeOver?.();
  }, [onTakeOver]);
  return (
    <AppConfigProvider config={config}>
      <I18nextProvider i18n={i18n}>
        <RenderTimeContext.Provider value={renderTime ?? null}>
          <RequestContext.Provider value={requestContext ?? null}>
            <ThemeProvider>
              <ConsentProvider>{children}</ConsentProvider>
            </ThemeProvider>
          </RequestContext.Provider>
        </RenderTimeContext.Provider>
      </I18nextProvider>
    </AppConfigProvider>
  );
}
