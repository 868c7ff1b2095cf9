#!/usr/bin/env node
// API suite on every engine we can reach: always PGlite; PostgreSQL from TEST_DATABASE_URL, or a
// throwaway cluster when PostgreSQL server binaries are installed. Prints which engines ran.
import { spawnSync } from 'node:child_process';
import { startThrowawayPostgres } from './lib/postgres.mjs';

const extra = process.argv.slice(2);
const vitest = (env) =>
  spawnSync('npx', ['vitest', 'run', '--project', 'api', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1;

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
