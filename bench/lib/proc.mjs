// Process helpers for the benchmarks: start the production server, wait, measure memory, stop.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freePort } from '../../scripts/lib/postgres.mjs';

export const root = path.resolve(import.meta.dirname, '../..');
/** Debian's Chromium, quiet: no background traffic or updates to disturb a measurement. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The version of the Chromium the benchmarks drive, to print beside every browser figure. */
export async function chromiumVersion() {
  const { chromium } = createRequire(`${root}/package.json`)('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const version = browser.version();
  await browser.close();
  return version;
}

export const tmp = (p = 'dfwiki-bench-') => fs.mkdtempSync(path.join(os.tmpdir(), p));

export function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
export function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz)
  } catch {
    return null;
  }
}

async function waitFor(url, proc, ms = 90_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`process exited (${proc.exitCode})`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timeout waiting for ${url}`);
}

/** Starts a node process and waits for `readyPath`; `stdoutFile`: its stdout appended to that file. */
export async function startProcess(args, env, readyPath, { stdoutFile } = {}) {
  const port = await freePort();
  const out = stdoutFile ? fs.openSync(stdoutFile, 'a') : 'ignore';
  const proc = spawn(process.execPath, args(port), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', out, 'inherit'],
  });
  // The child holds its own copy of the descriptor.
  if (typeof out === 'number') fs.closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${readyPath}`, proc);
  return {
    url,
    pid: proc.pid,
    stop: () =>
      new Promise((resolve) =>
        proc.exitCode !== null ? resolve() : (proc.once('exit', resolve), proc.kill('SIGTERM')),
      ),
  };
}

export const startHello = () => startProcess((port) => ['bench/lib/hello.mjs', String(port)], {}, '/');

/**
 * The production server, silent unless `env` sets LOG_LEVEL; `options.stdoutFile` takes its log
 * into a file, as a host running it keeps it (otherwise its stdout goes nowhere).
 */
export const startWiki = (env, options) =>
  startProcess(
    // BENCH_SERVER: another build's main.js (one level below apps/api, as dist/ is), to compare two builds.
    () => [process.env.BENCH_SERVER ?? 'apps/api/dist/main.js'],
    // The per-address read limit would answer the load generator (one address) with 429.
    { NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'silent', READ_LIMIT_PER_MINUTE: '0', ...env },
    '/api/v1/ready',
    options,
  );

/** Runs `measure` against a fresh production wiki (its own data folder), then stops it. */
export async function withWiki(measure) {
  const server = await startWiki({ DATA_DIR: tmp() });
  try {
    return await measure(server.url);
  } finally {
    await server.stop();
  }
}

/** Creates and seeds a data folder, then multiplies its content (×1 leaves it as seeded). */
export function prepareData(env, factor) {
  const run = (...args) => {
    const r = spawnSync(process.execPath, ['apps/api/dist/cli.js', ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`cli ${args.join(' ')} failed: ${r.stderr}`);
  };
  run('migrate');
  if (factor > 1) run('scale', String(factor));
}
