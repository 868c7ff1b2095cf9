import { afterEach, describe, expect, it } from 'vitest';
import { addressIn, isLanguageCode, nextLanguage, saveLanguage } from './languages';

afterEach(() => {
  localStorage.clear();
  document.cookie = 'language=; path=/; max-age=0';
});

describe('languages', () => {
  it('moves the page being read to the other language, query and hash kept', () => {
    const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
    expect(addressIn('ro', at('/wiki/cards', '?map=zero-dam', '#top'))).toBe(
      '/ro/wiki/cards?map=zero-dam#top',
    );
    expect(addressIn('en', at('/ro/wiki/cards', '?map=zero-dam'))).toBe('/wiki/cards?map=zero-dam');
    expect(addressIn('ro', at('/'))).toBe('/ro/');
    expect(addressIn('en', at('/ro/'))).toBe('/');
    expect(addressIn('en', at('/ro'))).toBe('/');
    expect(addressIn('ro', at('/ro/wiki/ammo'))).toBe('/ro/wiki/ammo');
  });
  it('saves the choice for the next first visit to /, in storage and the language cookie', () => {
    saveLanguage('ro');
    expect(localStorage.getItem('language')).toBe('ro');
    expect(document.cookie).toContain('language=ro');
  });
  it('cycles en -> ro -> en', () => {
    expect(nextLanguage('en')).toBe('ro');
    expect(nextLanguage('ro')).toBe('en');
    expect(isLanguageCode('de')).toBe(false);
  });
});
