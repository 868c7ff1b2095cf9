import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assetCacheControl, inlineBootScript, inlineStylesheet, isResourcePath } from './static-assets';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dfwiki-assets-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'boot.js'), 'boot()');
fs.writeFileSync(path.join(dist, 'assets', 'app-1.css'), 'a{color:red}');
fs.writeFileSync(path.join(dist, 'assets', 'odd-1.css'), 'a{content:"</style>"}');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('static assets', () => {
  it('caches hashed assets for a year and other files briefly', () => {
    expect(assetCacheControl(path.join('assets', 'app-1.js'))).toContain('immutable');
    expect(assetCacheControl('favicon.svg')).toBe('public, max-age=300, must-revalidate');
    expect(assetCacheControl('sw.js')).toBe('no-cache'); // an update reaches readers on their next visit
  });

  it('inlines the boot script with the hash the CSP allows, and nothing when there is none', () => {
    const boot = inlineBootScript(dist)!;
    expect(boot.tag).toBe('<script>boot()</script>');
    expect(boot.hash).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
    expect(inlineBootScript(path.join(dist, 'none'))).toBeUndefined();
  });

  it('inlines the stylesheet unless it cannot be read or could close its element', () => {
    const link = (file: string) => `<link rel="stylesheet" crossorigin href="/assets/${file}">`;
    expect(inlineStylesheet(link('app-1.css'), dist)).toBe('<style>a{color:red}</style>');
    expect(inlineStylesheet(link('odd-1.css'), dist)).toBe(link('odd-1.css'));
    expect(inlineStylesheet(link('gone-1.css'), dist)).toBe(link('gone-1.css'));
  });

  it('tells file and API paths from page paths', () => {
    for (const p of ['/api', '/api/v1/x', '/assets/a.js', '/uploads/a.png', '/images/a.png'])
      expect(isResourcePath(p), p).toBe(true);
    for (const p of ['/', '/apis', '/wiki/assets']) expect(isResourcePath(p), p).toBe(false);
  });
});
