// A stand-in for the built web app (the real one is exercised by the e2e suite): a dist folder
// with a shell, locale files, and a server build whose renderer is the given module source.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/config';
import { createTestApp, type TestApp } from '../harness';

export const SHELL =
  '<!doctype html><html><head><!--app-head--><title>DF Wiki</title></head><body><div id="root"><!--app-html--></div><noscript>DF Wiki needs JavaScript to show this page.</noscript><!--app-config--><!--app-state--></body></html>';

/** Writes the stand-in; `dist` is the folder to hand to createTestApp, `remove` deletes it all. */
export function standInWeb(rendererSource: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dfwiki-render-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(root, 'dist-server'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'locales'), { recursive: true });
  for (const lang of ['en', 'ro'])
    fs.writeFileSync(path.join(dist, 'locales', `${lang}.json`), JSON.stringify({ meta: {} }));
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), rendererSource);
  return { dist, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/**
 * The real app serving the stand-in for the whole test file, with one session per role: `t()` is
 * the app once `beforeAll` ran, `get` a GET with optional headers.
 */
export function standInWebApp(rendererSource: string, config: Partial<Config> = {}) {
  const { dist, remove } = standInWeb(rendererSource);
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp({ serveWeb: true, webDistFolder: dist, config, sessions: true });
  });
  afterAll(async () => {
    await app?.close();
    remove();
  });
  const t = () => app!;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url, headers });
  return { t, get };
}
