import { describe, expect, it } from 'vitest';
import { localizedPath, splitLanguagePath } from './language-path';

describe('language in the path', () => {
  it('reads the language from the first segment, the default language having none', () => {
    expect(splitLanguagePath('/ro/wiki/cards')).toEqual({ lang: 'ro', path: '/wiki/cards' });
    expect(splitLanguagePath('/ro')).toEqual({ lang: 'ro', path: '/' });
    expect(splitLanguagePath('/ro/')).toEqual({ lang: 'ro', path: '/' });
    expect(splitLanguagePath('/wiki/cards')).toEqual({ lang: 'en', path: '/wiki/cards' });
    expect(splitLanguagePath('/')).toEqual({ lang: 'en', path: '/' });
    // The default language has no prefix of its own, and a word that is not a language is a path.
    expect(splitLanguagePath('/en/wiki')).toEqual({ lang: 'en', path: '/en/wiki' });
    expect(splitLanguagePath('/robots')).toEqual({ lang: 'en', path: '/robots' });
  });

  it('puts a path in a language, and back', () => {
    expect(localizedPath('/wiki/cards?map=x', 'ro')).toBe('/ro/wiki/cards?map=x');
    expect(localizedPath('/', 'ro')).toBe('/ro/');
    expect(localizedPath('/wiki/cards', 'en')).toBe('/wiki/cards');
    for (const path of ['/', '/wiki/weapons/ak-12'])
      expect(splitLanguagePath(localizedPath(path, 'ro')).path).toBe(path);
  });
});
