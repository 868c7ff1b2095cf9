import { describe, expect, it } from 'vitest';
import { parameterisedPaths, robotsTxt, singleLanguageAddresses, sitemapXml } from './sitemap';

describe('sitemap and robots', () => {
  it('lists the fixed public pages, then each weapon, round, piece, item and map, under the origin, in both languages', async () => {
    const pages = await parameterisedPaths({
      weapons: async () => [{ slug: 'm4a1' }, { slug: 'a b' }] as never,
      gear: async () => ({ rounds: [{ id: 'r-1' }], pieces: [{ id: 'body-1' }] }) as never,
      items: async () => [{ slug: 'tear-of-the-ocean' }] as never,
      maps: async () => [{ slug: 'zero-dam' }] as never,
    });
    const xml = sitemapXml('https://w.example', pages);
    expect(xml).toContain('<loc>https://w.example/wiki/ammo/r-1</loc>');
    expect(xml).toContain('<loc>https://w.example/wiki/armor/body-1</loc>');
    expect(xml).toContain('<loc>https://w.example/ro/wiki/maps/zero-dam</loc>');
    expect(xml).toContain('<loc>https://w.example/ro/wiki/items/tear-of-the-ocean</loc>');
    expect(xml).toContain('<loc>https://w.example/</loc>');
    expect(xml).toContain('<loc>https://w.example/wiki/cards</loc>');
    expect(xml).toContain('<loc>https://w.example/wiki/weapons/m4a1</loc>');
    expect(xml).toContain('<loc>https://w.example/wiki/weapons/a%20b</loc>');
    expect(xml).not.toContain(':weaponNameId');
    // Every page again in Romanian, under /ro.
    expect(xml).toContain('<loc>https://w.example/ro/</loc>');
    expect(xml).toContain('<loc>https://w.example/ro/wiki/cards</loc>');
    expect(xml).toContain('<loc>https://w.example/ro/wiki/weapons/m4a1</loc>');
    expect(xml.match(/<loc>/g)?.length).toBe(2 * xml.match(/<loc>https:\/\/w\.example\/ro\//g)!.length);
  });

  it("lists each published guide at its own language's address only, never its history", async () => {
    const addresses = await singleLanguageAddresses({
      guides: async () => [
        { slug: 'smoke-lines', language: 'en' },
        { slug: 'raid-de-noapte', language: 'ro' },
        { slug: 'unknown-language', language: 'xx' },
      ],
    });
    expect(addresses).toEqual(['/wiki/guides/smoke-lines', '/ro/wiki/guides/raid-de-noapte']);
    const xml = sitemapXml('https://w.example', [], addresses);
    expect(xml).toContain('<loc>https://w.example/wiki/guides/smoke-lines</loc>');
    expect(xml).toContain('<loc>https://w.example/ro/wiki/guides/raid-de-noapte</loc>');
    expect(xml).not.toContain('/ro/wiki/guides/smoke-lines<');
    expect(xml).not.toContain('<loc>https://w.example/wiki/guides/raid-de-noapte</loc>');
    expect(xml).not.toContain('/history');
    expect(xml).not.toContain(':guideSlug');
    // The list of guides itself is a page in every language.
    expect(xml).toContain('<loc>https://w.example/wiki/guides</loc>');
    expect(xml).toContain('<loc>https://w.example/ro/wiki/guides</loc>');
  });

  it('keeps crawlers out of the admin area (its login path too), player pages and the API', () => {
    const txt = robotsTxt('https://w.example', '/door');
    for (const line of [
      'Disallow: /admin',
      'Disallow: /door',
      'Disallow: /my',
      'Disallow: /ro/my',
      'Disallow: /api/',
    ])
      expect(txt).toContain(`${line}\n`);
    expect(txt).toContain('Sitemap: https://w.example/sitemap.xml\n');
  });
});
