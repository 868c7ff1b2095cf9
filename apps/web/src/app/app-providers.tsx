import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '../components/ui/toast';
import { ConsentProvider } from '../features/consent/consent-provider';
import type { AppConfig } from '../lib/app-config';
import { ThemeProvider } from '../theme/theme-context';
import { AppConfigProvider } from './app-config-context';

export interface AppProvidersProps {
  config: AppConfig;
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything above the router: config, translations, theme, server state, consent, toasts. */
export function AppProviders({ config, i18n, queryClient, children }: AppProvidersProps) {
  return (
    <AppConfigProvider config={config}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <QueryClientProvider client={queryClient}>
            <ConsentProvider>
              <ToastProvider>{children}</ToastProvider>
            </ConsentProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </I18nextProvider>
    </AppConfigProvider>
  );
}
