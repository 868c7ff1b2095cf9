import { afterEach, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { blockStorageReads } from '../test/blocked-storage';
import { changeAppLanguage } from './i18n';
import { isLanguageCode, mirrorStoredLanguage, nextLanguage, readStoredLanguage } from './languages';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.lang = '';
  document.cookie = 'language=; path=/; max-age=0';
});

describe('languages', () => {
  it('defaults to en when nothing or something unknown is stored', () => {
    expect(readStoredLanguage()).toBe('en');
    localStorage.setItem('language', 'fr');
    expect(readStoredLanguage()).toBe('en');
  });
  it('reads a stored known language', () => {
    localStorage.setItem('language', 'ro');
    expect(readStoredLanguage()).toBe('ro');
  });
  it('without a stored choice, follows the language the server rendered', () => {
    document.documentElement.lang = 'ro';
    expect(readStoredLanguage()).toBe('ro');
    document.documentElement.lang = 'fr';
    expect(readStoredLanguage()).toBe('en');
  });
  it('mirrors a stored choice into the language cookie, and sets none without a choice', () => {
    mirrorStoredLanguage();
    expect(document.cookie).not.toContain('language=');
    localStorage.setItem('language', 'ro');
    mirrorStoredLanguage();
    expect(document.cookie).toContain('language=ro');
  });
  it('falls back to en when storage is unreadable', () => {
    blockStorageReads();
    expect(readStoredLanguage()).toBe('en');
  });
  it('cycles en -> ro -> en', () => {
    expect(nextLanguage('en')).toBe('ro');
    expect(nextLanguage('ro')).toBe('en');
    expect(isLanguageCode('de')).toBe(false);
  });
});

/** Minimal i18next stand-in: `loaded` lists languages whose file loads successfully. */
function fakeI18n(loaded: string[]): I18n & { language: string } {
  const fake = {
    language: 'en',
    changeLanguage: vi.fn(async (lng: string) => {
      fake.language = lng;
    }),
    hasResourceBundle: (lng: string) => loaded.includes(lng),
  };
  return fake as unknown as I18n & { language: string };
}

describe('changeAppLanguage', () => {
  it('switches and saves when the file loads', async () => {
    const i18n = fakeI18n(['en', 'ro']);
    await expect(changeAppLanguage(i18n, 'ro')).resolves.toBe('ro');
    expect(i18n.language).toBe('ro');
    expect(localStorage.getItem('language')).toBe('ro');
    expect(document.cookie).toContain('language=ro');
  });
  it('falls back to English when the file fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = fakeI18n(['en']);
    await expect(changeAppLanguage(i18n, 'ro')).resolves.toBe('en');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('language')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
