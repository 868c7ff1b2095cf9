#!/usr/bin/env node
// E2E: build, find Debian's Chromium (install it when root with apt), fresh temp DATA_DIR, Playwright.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Debian's Chromium headless shell (package chromium-headless-shell: Chromium's own lighter
 * headless mode, no browser window behind it) runs the suite about a tenth faster than the full
 * browser (docs/benchmarks.md); the full browser serves where only it is installed.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';
const chromium =
  process.env.CHROMIUM_PATH ??
  [HEADLESS_SHELL, FULL_BROWSER].find((file) => fs.existsSync(file)) ??
  HEADLESS_SHELL;
if (!fs.existsSync(chromium)) {
  const root_ = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (root_ && apt && !process.env.CHROMIUM_PATH) {
    console.log("Chromium not found: installing Debian's chromium-headless-shell package…");
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
      { stdio: 'inherit' },
    );
  } else {
    console.error(
      `No Chromium at ${chromium}. Install Debian's package (sudo apt-get install chromium-headless-shell, or chromium) or set CHROMIUM_PATH. Tests never download a browser.`,
    );
    process.exit(1);
  }
}
if (process.env.SKIP_BUILD !== '1') execSync('npm run build', { cwd: root, stdio: 'inherit' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfwiki-e2e-'));
const port = await freePort();
console.log(
  `\n=== E2E in Chromium (${chromium}) against the production server on port ${port}, DATA_DIR ${dataDir} ===`,
);
const status =
  spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, CHROMIUM_PATH: chromium },
  }).status ?? 1;
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
