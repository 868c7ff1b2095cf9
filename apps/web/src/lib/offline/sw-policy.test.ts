import { describe, expect, it } from 'vitest';
import { SAVED_COPY_ATTRIBUTE } from './saved-copy';
import { isStorable, markSavedCopy, offlinePage, pageDataOf, strategyFor } from './sw-policy';

const origin = 'https://dfwiki.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', mode, url: `${origin}${path}` });

describe('what the service worker answers, and how', () => {
  it.each([
    ['a public page', get('/wiki/cards', 'navigate'), 'page'],
    ['a Romanian page', get('/ro/wiki/cards?map=space-city', 'navigate'), 'page'],
    ['a hashed file', get('/assets/index-abc.js'), 'asset'],
    ['a public read', get('/api/v1/weapons'), 'read'],
    ['a locale file', get('/locales/ro.json'), 'read'],
    ['an admin screen', get('/admin/keycards', 'navigate'), 'pass'],
    ['the admin area itself', get('/admin', 'navigate'), 'pass'],
    ['a player’s own submissions', get('/my/submissions', 'navigate'), 'pass'],
    ['the session check', get('/api/v1/auth/me'), 'pass'],
    ['a player’s own reads', get('/api/v1/my/submissions'), 'pass'],
    ['a write', { method: 'POST', mode: 'cors', url: `${origin}/api/v1/weapons` }, 'pass'],
    ['a delete', { method: 'DELETE', mode: 'cors', url: `${origin}/api/v1/builds/1` }, 'pass'],
    ['another site', { method: 'GET', mode: 'no-cors', url: 'https://analytics.example/script.js' }, 'pass'],
    ['the worker itself', get('/sw.js'), 'pass'],
  ])('%s', (_what, request, strategy) => {
    expect(strategyFor(request, origin)).toBe(strategy);
  });

  const answer = (cacheControl: string | null, status = 200, type = 'basic') => ({
    status,
    type,
    headers: new Headers(cacheControl === null ? {} : { 'cache-control': cacheControl }),
  });

  it.each([
    ['public, s-maxage=60, stale-while-revalidate=600', true],
    ['public, no-cache', true],
    ['public, max-age=31536000, immutable', true],
    ['private, no-store', false],
    ['no-store', false],
    ['public, no-store', false],
    ['no-cache', false],
    [null, false],
  ])('keeps an answer marked %j: %s', (cacheControl, kept) => {
    expect(isStorable(answer(cacheControl))).toBe(kept);
  });

  it('never keeps an error, a redirect or another site’s answer', () => {
    expect(isStorable(answer('public', 404))).toBe(false);
    expect(isStorable(answer('public', 200, 'opaqueredirect'))).toBe(false);
    expect(isStorable(answer('public', 200, 'opaque'))).toBe(false);
  });

  it('marks a saved page with its date, and nothing else can enter the attribute', () => {
    expect(markSavedCopy('<!doctype html><html lang="en"><body>', '2026-11-27T10:00:00.000Z')).toBe(
      `<!doctype html><html ${SAVED_COPY_ATTRIBUTE}="2026-11-27T10:00:00.000Z" lang="en"><body>`,
    );
    expect(markSavedCopy('<html>', '"><script>x</script>')).toBe(`<html ${SAVED_COPY_ATTRIBUTE}="">`);
  });

  it('says offline in the language of the address', () => {
    expect(offlinePage('/wiki/cards')).toContain('lang="en"');
    expect(offlinePage('/ro/wiki/cards')).toContain('Ești offline');
  });

  it.each([
    ['https://df.example/wiki/cards', 'https://df.example/page-data/wiki/cards'],
    [
      'https://df.example/ro/wiki/cards?map=space-city',
      'https://df.example/page-data/ro/wiki/cards?map=space-city',
    ],
    ['https://df.example/', 'https://df.example/page-data/'],
  ])('keeps the data of %s beside it, at %s', (page, data) => {
    expect(pageDataOf(page)).toBe(data);
    expect(strategyFor({ method: 'GET', mode: 'cors', url: data }, 'https://df.example')).toBe('read');
  });
});
