import { API_BASE_PATH, API_TIMEOUT_MS, LOCAL_STORAGE_KEYS as SHARED_KEYS, WIKI_NAME } from '@dfwiki/shared';
import { describe, expect, it } from 'vitest';
import { API_BASE, API_TIMEOUT_MS as WEB_TIMEOUT, LOCAL_STORAGE_KEYS, SITE_NAME } from './constants';

// The web keeps its own copy of these values (importing them from @dfwiki/shared costs ~0.4 KB of
// first-load JS, measured, with 1 KB of budget left); this test keeps the two copies equal.
describe('web constants', () => {
  it('match the contract package', () => {
    expect(LOCAL_STORAGE_KEYS.theme).toBe(SHARED_KEYS.theme);
    expect(LOCAL_STORAGE_KEYS.language).toBe(SHARED_KEYS.language);
    expect(LOCAL_STORAGE_KEYS.cookieConsent).toBe(SHARED_KEYS.consent);
    expect(API_BASE).toBe(API_BASE_PATH);
    expect(WEB_TIMEOUT).toBe(API_TIMEOUT_MS);
    expect(SITE_NAME).toBe(WIKI_NAME);
  });
});
