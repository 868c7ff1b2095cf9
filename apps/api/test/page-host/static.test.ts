// The built web app as the server serves it without its server build: the app shell for every
// page, caching rules, per-route <head>, runtime config, robots and sitemap, and no way out of the
// dist folder. How a rendered page is judged and named is in page-judge.test.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from '../harness';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dfwiki-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)'.repeat(200));
fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{}');
const bootCode = "document.documentElement.setAttribute('data-theme', 'dark');";
fs.writeFileSync(path.join(dist, 'boot.js'), bootCode);
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><script src="/boot.js"></script><!--app-head--><title>DF Wiki</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div><!--app-config--></body></html>',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    serveWeb: true,
    webDistFolder: dist,
    config: {
      ANALYTICS_ID: 'abc123',
      CONTACT_EMAIL: 'team@example.org',
      PUBLIC_URL: 'https://dfwiki.example',
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe(`serving the web app (${engine()})`, () => {
  it('answers every page path with index.html carrying its own <head> and the config', async () => {
    for (const url of ['/', '/wiki/cards', '/no/such/page', '/admin/dashboard/quick']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(url === '/no/such/page' ? 404 : 200);
      expect(res.headers['content-type']).toContain('text/html');
      // Public pages go to shared caches (shared-caching.test.ts); the admin shell is never kept.
      expect(res.headers['cache-control'], url).toMatch(
        url.startsWith('/admin') ? /^private, no-store$/ : /^public/,
      );
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(res.body).toContain('"analyticsId":"abc123"');
      expect(res.body).toContain('"contactEmail":"team@example.org"');
    }
    expect((await t.app.inject({ method: 'GET', url: '/wiki/cards' })).body).toContain(
      '<title>Keycards · DF Wiki</title>',
    );
    expect((await t.app.inject({ method: 'GET', url: '/admin/dashboard/quick' })).body).toContain('noindex');
  });

  it('answers 404 with the app for an unknown path, 200 for every page address', async () => {
    const weapon = (await t.app.inject({ method: 'GET', url: '/api/v1/weapons' })).json().data.weapons[0];
    const known = [
      '/',
      '/wiki/cards/',
      '/wiki/cards?map=space-city',
      '/wiki/events/gator-frenzy',
      `/wiki/weapons/${weapon.slug}`,
      `/wiki/weapons/${weapon.id}`,
      '/admin',
      '/admin/dashboard/no-such-admin-page',
      '/admin-register',
      // Without a render nothing read the weapon: the browser decides (page-judge.test.ts has the 404).
      '/wiki/weapons/no-such-weapon',
    ];
    for (const url of known) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    const moved = await t.app.inject({ method: 'GET', url: '/privacy-policy' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/wiki/privacy-policy');
    const unknown = ['/no/such/page', '/wiki/cardsx', '/wiki/weapons/a/b', '/en/wiki/cards'];
    for (const url of unknown) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html'); // the app, which shows its not-found page
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('answers HEAD as it answers GET, for pages and for unknown paths', async () => {
    for (const [url, status] of [
      ['/wiki/cards', 200],
      ['/ro/wiki/cards/', 200],
      ['/ro', 200],
      ['/no/such/page', 404],
    ] as const)
      expect((await t.app.inject({ method: 'HEAD', url })).statusCode, url).toBe(status);
  });

  it('renders <html lang> and the <head> strings in the language of the address, whoever asks', async () => {
    const page = async (url: string, headers: Record<string, string> = {}) =>
      (await t.app.inject({ method: 'GET', url, headers })).body;
    const lang = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];
    expect(lang(await page('/wiki/cards'))).toBe('en');
    expect(lang(await page('/wiki/cards', { cookie: 'language=ro', 'accept-language': 'ro' }))).toBe('en');
    const romanian = await page('/ro/wiki/cards', { 'accept-language': 'en-US,en;q=0.9' });
    expect(lang(romanian)).toBe('ro');
    expect(romanian).toContain('<title>Carduri de acces · DF Wiki</title>');
    expect(romanian.match(/<html lang=/g)).toHaveLength(1);
    expect(lang(await page('/ro/'))).toBe('ro');
    expect(lang(await page('/ro'))).toBe('ro');
  });

  it('runs the theme boot script inline, allowed by its hash and never by unsafe-inline', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wiki/cards' });
    expect(res.body).toContain(`<script>${bootCode}</script>`);
    expect(res.body).not.toContain('src="/boot.js"');
    const hash = crypto.createHash('sha256').update(bootCode).digest('base64');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['cache-control']).toContain('max-age=300');
  });

  it('keeps unknown API and asset paths as JSON 404s', async () => {
    for (const url of ['/api/v1/nope', '/assets/missing.js', '/uploads/nope.webp', '/images/nope.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it.each([
    '/assets/../../../etc/passwd',
    '/assets/..%2F..%2F..%2Fetc%2Fpasswd',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
  ])('refuses path traversal %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.body).not.toContain('root:');
    expect(res.body).not.toContain('"workspaces"');
  });

  it('serves robots.txt that keeps crawlers out of the admin area, and a sitemap with every weapon page', async () => {
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    for (const line of ['Disallow: /admin', 'Disallow: /admin-login', 'Disallow: /admin-register'])
      expect(robots).toContain(line);
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const { weapons } = (await t.app.inject({ method: 'GET', url: '/api/v1/weapons' })).json().data;
    for (const w of weapons) expect(sitemap).toContain(`/wiki/weapons/${w.slug}</loc>`);
    expect(sitemap).toContain('/wiki/map-rotation</loc>');
  });

  it('lists each round and armour piece in the sitemap', async () => {
    const { rounds } = (await t.app.inject({ method: 'GET', url: '/api/v1/ammo' })).json().data;
    const { armor } = (await t.app.inject({ method: 'GET', url: '/api/v1/armor' })).json().data;
    expect(rounds.length).toBeGreaterThan(0);
    expect(armor.length).toBeGreaterThan(0);
    for (const url of ['/wiki/ammo', '/wiki/armor'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);

    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const r of rounds) expect(sitemap).toContain(`/wiki/ammo/${r.id}</loc>`);
    for (const p of armor) expect(sitemap).toContain(`/wiki/armor/${p.id}</loc>`);
    expect(sitemap).toContain('/wiki/ammo</loc>');
  });
});
