import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAppConfig } from '../../app/app-config-context';
import type { ConsentValue } from './analytics-decision';
import { runAnalytics } from './run-analytics';
import { ConsentContext, type ConsentApi } from './consent-context';
import { readConsent, resetConsentAndReload, saveConsent } from './consent-storage';

export function ConsentProvider({ children }: { children: ReactNode }) {
  const config = useAppConfig();
  const [consent, setConsent] = useState<ConsentValue | null>(readConsent);

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
      consent,
      accept: () => choose('accepted'),
      decline: () => choose('declined'),
      reset: resetConsentAndReload,
    }),
    [consent, choose],
  );
  return <ConsentContext.Provider value={api}>{children}</ConsentContext.Provider>;
}
