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

const vitest = (env) => {
  const logFile = path.join(os.tmpdir(), `dfwiki-api-${env.TEST_ENGINE}-${process.pid}.log`);
  const run =
    spawnSync('npx', ['vitest', 'run', '--project', 'api', ...extra], {
      stdio: 'inherit',
      env: { ...process.env, ...env, TEST_LOG_FILE: logFile },
    }).status ?? 1;
  const check =
    spawnSync('npx', ['tsx', 'apps/api/test/log-check.ts', logFile, '--min-lines', String(MIN_LOG_LINES)], {
      stdio: 'inherit',
    }).status ?? 1;
  if (check === 0) fs.rmSync(logFile, { force: true });
  else console.error(`The API test log is kept at ${logFile}.`);
  return run || check;
};

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
