#!/usr/bin/env node
// `npm start`: build what is missing (or out of date), then run the production server in this process.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const newest = (dir) => {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) t = Math.max(t, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs);
  }
  return t;
};
const stale = (output, inputs) =>
  !fs.existsSync(output) || inputs.some((i) => newest(i) > fs.statSync(output).mtimeMs);

const shared = path.join(root, 'packages/shared/src');
const webOut = path.join(root, 'apps/web/dist/index.html');
const apiOut = path.join(root, 'apps/api/dist/main.js');
if (stale(webOut, [path.join(root, 'apps/web/src'), path.join(root, 'apps/web/public'), shared])) {
  console.log('[df-wiki] Building the web app…');
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
}
if (stale(apiOut, [path.join(root, 'apps/api/src'), path.join(root, 'apps/api/drizzle'), shared])) {
  console.log('[df-wiki] Building the API…');
  execSync('npm run build -w apps/api', { cwd: root, stdio: 'inherit' });
}
// A local .env (see .env.example) is read when present; real environment variables win.
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
process.env.NODE_ENV ??= 'production';
process.chdir(root);
await import(apiOut);
