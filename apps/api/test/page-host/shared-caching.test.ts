// What a CDN sees: public pages and public API reads are cacheable by anyone (public, s-maxage,
// stale-while-revalidate), carry a strong ETag per encoding, answer 304 to a matching
// If-None-Match, and never set a cookie or vary on one, whoever asks.
import { beforeAll, describe, expect, it } from 'vitest';
import { engine, ROLES } from '../harness';
import { standInWebApp } from './stand-in-web';

const { t, get } = standInWebApp(
  `export function createRenderer() {
    return {
      async render(url, lang) {
        return { status: url.includes('no-such') ? 404 : 200, html: '<main>' + lang + ' ' + url + '</main>'.repeat(200), state: { lang } };
      },
    };
  }`,
);

let publicUrls: string[];
beforeAll(async () => {
  const weapon = (await get('/api/v1/weapons')).json().data.weapons[0];
  publicUrls = [
    '/',
    '/ro/',
    '/wiki/cards',
    '/ro/wiki/cards?map=zero-dam',
    `/wiki/weapons/${weapon.slug}`,
    '/api/v1/weapons',
    `/api/v1/weapons/${weapon.slug}`,
    '/api/v1/keycards?limit=5',
    '/api/v1/ammo',
  ];
});

describe(`answers a CDN may keep (${engine()})`, () => {
  it('marks public pages and API reads public for shared caches, with a strong ETag and no cookie', async () => {
    for (const url of publicUrls)
      for (const role of ROLES) {
        const res = await get(url, { ...t().as[role], 'accept-language': 'en-GB' });
        const what = `${url} as ${role}`;
        expect(res.statusCode, what).toBe(200);
        // Stale copies only for CDNs: a browser applies stale-while-revalidate to itself too.
        expect(res.headers['cache-control'], what).toMatch(
          /^public, max-age=0, must-revalidate, s-maxage=\d+$/,
        );
        expect(res.headers['cdn-cache-control'], what).toMatch(/^max-age=\d+, stale-while-revalidate=\d+$/);
        expect(String(res.headers.etag), what).toMatch(/^"[\w-]+"$/);
        expect(res.headers['set-cookie'], what).toBeUndefined();
        expect(String(res.headers.vary).toLowerCase(), what).toBe('accept-encoding');
      }
  });

  it('answers 304 to the ETag of the same encoding only', async () => {
    for (const url of ['/wiki/cards', '/ro/wiki/cards', '/api/v1/weapons']) {
      const plain = await get(url);
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gzip.headers.etag, url).not.toBe(plain.headers.etag);
      const again = await get(url, { 'if-none-match': String(plain.headers.etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(plain.headers.etag);
      const zipped = await get(url, {
        'accept-encoding': 'gzip',
        'if-none-match': String(gzip.headers.etag),
      });
      expect(zipped.statusCode, url).toBe(304);
      // A tag of the other encoding, or of other bytes, gets the whole answer.
      const other = await get(url, {
        'accept-encoding': 'gzip',
        'if-none-match': String(plain.headers.etag),
      });
      expect(other.statusCode, url).toBe(200);
      expect((await get(url, { 'if-none-match': '"stale"' })).statusCode, url).toBe(200);
      expect((await get(url, { 'if-none-match': `"stale", ${String(plain.headers.etag)}` })).statusCode).toBe(
        304,
      );
    }
  });

  it('keeps a 404 page public but never answers it with a 304; the admin shell is never kept', async () => {
    const missing = await get('/wiki/weapons/no-such-weapon');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toMatch(/^public/);
    const asked = await get('/wiki/weapons/no-such-weapon', {
      'if-none-match': String(missing.headers.etag),
    });
    expect(asked.statusCode).toBe(404);
    const admin = await get('/admin/dashboard');
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(admin.headers.etag).toBeUndefined();
  });
});
