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
// the OpenAPI document, the web app's static files, control characters refused before any SQL
// runs, and the embedded engine's own settings. Everything that writes, reads typed rows into an
// answer, or touches transactions, locks, concurrency, migrations or imports runs on both.
const PGLITE_ONLY = [
  'src/**/*.test.ts',
  'test/contract/openapi-lint.test.ts',
  'test/contract/openapi-texts.test.ts',
  'test/page-host/static.test.ts',
  'test/http/control-characters.test.ts',
  'test/db/embedded-buffers.test.ts',
];

// Files about what happens in front of the database run once, on PostgreSQL when it runs, else on
// PGlite: memory under hostile URLs, the read limit, CSRF, the Host header, a reverse proxy, and
// how the page host routes, judges, escapes and caches pages, and the walk over every page's
// figures (the reads behind the pages are tested on both engines by the features' files and
// page-rendering.test.ts).
const ONE_ENGINE = [
  'test/http/hardening.test.ts',
  'test/page-host/figures-walk.test.ts',
  'test/page-host/languages.test.ts',
  'test/page-host/page-judge.test.ts',
  'test/page-host/page-safety.test.ts',
  'test/page-host/shared-caching.test.ts',
];

// The fuzz test's promise is 1,000 generated cases per write operation in a whole run: with two
// engines, each runs half of them from its own random seed.
const fuzzRuns = (engines) => process.env.FUZZ_RUNS ?? String(1000 / engines);

const vitest = (env, excluded) => {
  const logFile = path.join(os.tmpdir(), `dfwiki-api-${env.TEST_ENGINE}-${process.pid}.log`);
  const run =
    spawnSync('npx', ['vitest', 'run', '--project', 'api', ...excluded, ...extra], {
      stdio: 'inherit',
      env: { ...process.env, ...env, TEST_LOG_FILE: logFile },
    }).status ?? 1;
  // Chosen files that run on the other engine only leave this one nothing to run and nothing to log.
  if (extra.length > 0 && !fs.existsSync(logFile)) return run;
  const check =
    spawnSync('npx', ['tsx', 'apps/api/test/log-check.ts', logFile, '--min-lines', String(MIN_LOG_LINES)], {
      stdio: 'inherit',
    }).status ?? 1;
  if (check === 0) fs.rmSync(logFile, { force: true });
  else console.error(`The API test log is kept at ${logFile}.`);
  return run || check;
};

const exclude = (globs) => ['--passWithNoTests', ...globs.flatMap((glob) => ['--exclude', glob])];

const ran = [];
let failed = false;

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
const engines = url ? 2 : 1;

try {
  console.log('\n=== API suite on PGlite (embedded) ===');
  const pglite = vitest(
    { TEST_ENGINE: 'pglite', FUZZ_RUNS: fuzzRuns(engines) },
    url ? exclude(ONE_ENGINE) : [],
  );
  ran.push(`PGlite: ${pglite === 0 ? 'passed' : 'FAILED'}`);
  failed ||= pglite !== 0;

  if (url) {
    console.log(`\n=== API suite on PostgreSQL (${pg ? 'throwaway cluster' : 'TEST_DATABASE_URL'}) ===`);
    const env = { TEST_ENGINE: 'postgres', TEST_DATABASE_URL: url, FUZZ_RUNS: fuzzRuns(engines) };
    const status = vitest(env, exclude(PGLITE_ONLY));
    ran.push(`PostgreSQL: ${status === 0 ? 'passed' : 'FAILED'}`);
    failed ||= status !== 0;
  } else {
    ran.push('PostgreSQL: skipped (no TEST_DATABASE_URL and no PostgreSQL server binaries found)');
    if (process.env.CI) failed = true;
  }
} finally {
  pg?.stop();
}
console.log(`\nAPI suite engines: ${ran.join('; ')}`);
process.exit(failed ? 1 : 0);
