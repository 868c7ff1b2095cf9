// A stand-in for the built web app (the real one is exercised by the e2e suite): a dist folder
// with a shell, locale files, and a server build whose renderer is the given module source.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
