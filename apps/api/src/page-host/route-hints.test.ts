import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '@dfwiki/shared';
import { pageChunks, routeHints } from './route-hints';

const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));

describe('route hints', () => {
  it.each(PUBLIC_ROUTES.map((p) => [p.module]))(
    'names a page module that exists in the web app: %s',
    (module) => {
      expect(fs.existsSync(`${webRoot}${module}`)).toBe(true);
    },
  );

  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor'] },
    _vendor: { file: 'assets/vendor-1.js' },
    _table: { file: 'assets/table-1.js', imports: ['_vendor'] },
    'src/features/weapon-ttk/pages/WeaponTtkPage.tsx': {
      file: 'assets/WeaponTtkPage-1.js',
      imports: ['_table', '_vendor'],
    },
  };

  it('lists a page chunk and its imports, minus what the entry already loads', () => {
    expect(pageChunks(manifest, 'src/features/weapon-ttk/pages/WeaponTtkPage.tsx')).toEqual([
      '/assets/WeaponTtkPage-1.js',
      '/assets/table-1.js',
    ]);
  });

  it("writes the page chunk's modulepreload for a known page, nothing for others", () => {
    const html = routeHints(manifest, '/wiki/weaponsttk');
    expect(html).toBe('<link rel="modulepreload" href="/assets/WeaponTtkPage-1.js">');
    expect(routeHints(manifest, '/no/such/page')).toBe('');
    expect(routeHints(undefined, '/wiki/cards')).toBe('');
  });

  it('writes no hint for a page the server rendered (it paints without its code)', () => {
    expect(routeHints(manifest, '/wiki/weaponsttk', { serverRendered: true })).toBe('');
  });
});
