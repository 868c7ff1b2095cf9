import { createContext, useContext } from 'react';
import type { ConsentValue } from './analytics-decision';

export interface ConsentApi {
  consent: ConsentValue | null;
  /** false on the server and while hydrating: the stored choice is not known yet. */
  hydrated: boolean;
  accept: () => void;
  decline: () => void;
  /** Clears the stored choice and reloads the page. */
  reset: () => void;
}

export const ConsentContext = createContext<ConsentApi | null>(null);

export function useConsent(): ConsentApi {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent must be used inside <ConsentProvider>');
  return value;
}
