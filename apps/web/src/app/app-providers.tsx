import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ConsentProvider } from '../features/consent/consent-provider';
import type { AppConfig } from '../lib/app-config';
import { ThemeProvider } from '../theme/theme-context';
import { AppConfigProvider } from './app-config-context';

export interface AppProvidersProps {
  config: AppConfig;
  i18n: I18n;
  children: ReactNode;
}

/** Everything above the router: config, translations, theme, consent. Query + toasts: app/page-providers-layout.tsx. */
export function AppProviders({ config, i18n, children }: AppProvidersProps) {
  return (
    <AppConfigProvider config={config}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <ConsentProvider>{children}</ConsentProvider>
        </ThemeProvider>
      </I18nextProvider>
    </AppConfigProvider>
  );
}
