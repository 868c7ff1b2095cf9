import { LOCAL_STORAGE_KEYS } from '../../lib/constants';
import { readStorage, removeStorage, writeStorage } from '../../lib/safe-storage';
import { parseConsent, type ConsentValue } from './analytics-decision';

export function readConsent(): ConsentValue | null {
  return parseConsent(readStorage(LOCAL_STORAGE_KEYS.consent));
}

export function saveConsent(value: ConsentValue): void {
  writeStorage(LOCAL_STORAGE_KEYS.consent, value);
}

/** Footer "Cookie Settings" and privacy page "Reset Cookie Preferences": forget the choice and reload. */
export function resetConsentAndReload(): void {
  removeStorage(LOCAL_STORAGE_KEYS.consent);
  window.location.reload();
}
