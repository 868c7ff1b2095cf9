import { createContext, useContext, type ReactNode } from 'react';
import { getAppConfig, type AppConfig } from './app-config';

const AppConfigContext = createContext<AppConfig | null>(null);

export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

/** Server-provided runtime config (analyticsId, contactEmail, supportUrl, adminLoginPath, environment). */
export function useAppConfig(): AppConfig {
  return useContext(AppConfigContext) ?? getAppConfig();
}
