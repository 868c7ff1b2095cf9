#!/usr/bin/env node
// API suite on every engine we can reach: always PGlite; PostgreSQL from TEST_DATABASE_URL, or a
// throwaway cluster when PostgreSQL server binaries are installed. Prints which engines ran.
// Each engine's run logs through the production logger into one file (apps/api/test/harness.ts),
// which is then searched for secrets: the run fails naming the line, or when the log is too small
// to prove anything.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from './lib/postgres.mjs';

const extra = process.argv.slice(2);
// A whole run writes some 90,000 lines; a run of chosen files only needs to have written some.
const MIN_LOG_LINES = extra.some((a) => !a.startsWith('-')) ? 10 : 20_000;

// Files that cannot differ between engines run on PGlite only: unit tests that open no database,
// the OpenAPI document, the web app's static files, and control characters refused before any
// SQL runs. Everything that writes, reads typed rows into an answer, or touches transactions,
// locks, concurrency, migrations or imports runs on both.
const PGLITE_ONLY = [
  'src/**/*.test.ts',
  'test/contract/openapi-lint.test.ts',
  'test/contract/openapi-texts.test.ts',
  'test/page-host/static.test.ts',
  'test/http/control-characters.test.ts',
];

const vitest = (env) => {
  const logFile = path.join(os.tmpdir(), `dfwiki-api-${env.TEST_ENGINE}-${process.pid}.log`);
  const run =
    spawnSync('npx', ['vitest', 'run', '--project', 'api', ...skipped(env.TEST_ENGINE), ...extra], {
      stdio: 'inherit',
      env: { ...process.env, ...env, TEST_LOG_FILE: logFile },
    }).status ?? 1;
  // Chosen files that all run on PGlite only leave PostgreSQL nothing to run and nothing to log.
  if (env.TEST_ENGINE !== 'pglite' && !fs.existsSync(logFile)) return run;
  const check =
    spawnSync('npx', ['tsx', 'apps/api/test/log-check.ts', logFile, '--min-lines', String(MIN_LOG_LINES)], {
      stdio: 'inherit',
    }).status ?? 1;
  if (check === 0) fs.rmSync(logFile, { force: true });
  else console.error(`The API test log is kept at ${logFile}.`);
  return run || check;
};

const skipped = (engine) =>
  engine === 'pglite' ? [] : ['--passWithNoTests', ...PGLITE_ONLY.flatMap((glob) => ['--exclude', glob])];

const ran = [];
let failed = false;

console.log('\n=== API suite on PGlite (embedded) ===');
failed ||= vitest({ TEST_ENGINE: 'pglite' }) !== 0;
ran.push(`PGlite: ${failed ? 'FAILED' : 'passed'}`);

let pg;
let url = process.env.TEST_DATABASE_URL;
if (!url && process.env.SKIP_POSTGRES !== '1') {
  pg = await startThrowawayPostgres().catch((e) => {
    console.error(`Could not start a throwaway PostgreSQL: ${e.message}`);
    if (process.env.CI) failed = true;
    return undefined;
  });
  url = pg?.url;
}
if (url) {
  console.log(`\n=== API suite on PostgreSQL (${pg ? 'throwaway cluster' : 'TEST_DATABASE_URL'}) ===`);
  try {
    const status = vitest({ TEST_ENGINE: 'postgres', TEST_DATABASE_URL: url });
    ran.push(`PostgreSQL: ${status === 0 ? 'passed' : 'FAILED'}`);
    failed ||= status !== 0;
  } finally {
    pg?.stop();
  }
} else {
  ran.push('PostgreSQL: skipped (no TEST_DATABASE_URL and no PostgreSQL server binaries found)');
  if (process.env.CI) failed = true;
}
console.log(`\nAPI suite engines: ${ran.join('; ')}`);
process.exit(failed ? 1 : 0);
