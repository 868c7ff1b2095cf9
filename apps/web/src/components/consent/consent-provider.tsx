import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAppConfig } from '../../lib/app-config-context';
import { useHydrated } from '../../lib/use-hydrated';
import type { ConsentValue } from './analytics-decision';
import { runAnalytics } from './run-analytics';
import { ConsentContext, type ConsentApi } from './consent-context';
import { readConsent, resetConsentAndReload, saveConsent } from './consent-storage';

export function ConsentProvider({ children }: { children: ReactNode }) {
  const config = useAppConfig();
  const [consent, setConsent] = useState<ConsentValue | null>(readConsent);
  // The stored choice is shown once hydrated: the server renders every page as if none was made.
  const hydrated = useHydrated();
  const shown = hydrated ? consent : null;

  // Runs at load (an accepted choice re-triggers the accept behaviour) and after each choice.
  useEffect(() => {
    void runAnalytics({ consent, analyticsId: config.analyticsId, environment: config.environment });
  }, [consent, config.analyticsId, config.environment]);

  const choose = useCallback((value: ConsentValue) => {
    saveConsent(value);
    setConsent(value);
  }, []);

  const api = useMemo<ConsentApi>(
    () => ({
      consent: shown,
      hydrated,
      accept: () => choose('accepted'),
      decline: () => choose('declined'),
      reset: resetConsentAndReload,
    }),
    [shown, hydrated, choose],
  );
  return <ConsentContext.Provider value={api}>{children}</ConsentContext.Provider>;
}
