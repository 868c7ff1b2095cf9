import { describe, expect, it } from 'vitest';
import {
  alternateLinks,
  canonicalLanguage,
  isClientOnlyPath,
  metaFor,
  pageLanguages,
  renderHead,
  scriptSafeJson,
} from './page-meta';

const STRINGS = {
  home: { title: 'Home', description: 'The wiki.' },
  cards: { title: 'Keycards', description: 'Every keycard.' },
};

describe('page head', () => {
  it("names the app shell of a page from the registry's strings, and any other address after the site", () => {
    expect(metaFor('/wiki/cards', '/door', STRINGS)).toEqual({
      title: 'Keycards · DF Wiki',
      description: 'Every keycard.',
    });
    expect(metaFor('/', '/door', STRINGS).title).toBe('DF Wiki');
    // A weapon's own name is its render's business; without one the registry has no string for it.
    expect(metaFor('/wiki/weapons/m4a1', '/door', STRINGS)).toEqual({
      title: 'DF Wiki',
      description: 'The wiki.',
    });
    expect(metaFor('/no/such/page', '/door', STRINGS)).toEqual({
      title: 'DF Wiki',
      description: 'The wiki.',
    });
  });

  it('links a page to itself in each language, x-default to English', () => {
    const links = alternateLinks('https://w.example', '/wiki/cards');
    expect(links).toContain('hreflang="en" href="https://w.example/wiki/cards"');
    expect(links).toContain('hreflang="ro" href="https://w.example/ro/wiki/cards"');
    expect(links).toContain('hreflang="x-default" href="https://w.example/wiki/cards"');
  });

  it('links a page in fewer languages (a guide) only to those, x-default to the first of them', () => {
    const links = alternateLinks('https://w.example', '/wiki/guides/a', ['ro']);
    expect(links).toContain('hreflang="ro" href="https://w.example/ro/wiki/guides/a"');
    expect(links).toContain('hreflang="x-default" href="https://w.example/ro/wiki/guides/a"');
    expect(links).not.toContain('hreflang="en"');
    // An English guide keeps x-default on its English address.
    expect(alternateLinks('', '/wiki/guides/b', ['en'])).toContain(
      'hreflang="x-default" href="/wiki/guides/b"',
    );
  });

  it("reads a page's languages from its render, every language when it names none of the site's", () => {
    expect(pageLanguages({})).toEqual(['en', 'ro']);
    expect(pageLanguages({ languages: ['ro'] })).toEqual(['ro']);
    expect(pageLanguages({ languages: ['xx'] })).toEqual(['en', 'ro']);
    expect(canonicalLanguage({ languages: ['ro'] }, 'en')).toBe('ro');
    expect(canonicalLanguage({ languages: ['ro'] }, 'ro')).toBe('ro');
    expect(canonicalLanguage({}, 'ro')).toBe('ro');
  });

  it("knows the client's own paths, and keeps the admin area out of search", () => {
    for (const path of ['/door', '/admin', '/admin/users', '/admin-register', '/my/submissions'])
      expect(isClientOnlyPath(path, '/door'), path).toBe(true);
    expect(isClientOnlyPath('/administrator', '/door')).toBe(false);
    expect(metaFor('/admin/users', '/door', STRINGS).noindex).toBe(true);
  });

  it('escapes text in the head and in script JSON', () => {
    const html = renderHead({ title: '<b>"x"</b>', description: "it's" }, 'https://x/?a=1&b=2');
    expect(html).toContain('<title>&lt;b&gt;&quot;x&quot;&lt;/b&gt;</title>');
    expect(html).toContain('content="it&#39;s"');
    expect(html).toContain('content="https://x/?a=1&amp;b=2"');
    expect(scriptSafeJson({ a: '</script>\u2028&' })).toBe('{"a":"\\u003c/script\\u003e\\u2028\\u0026"}');
  });
});
