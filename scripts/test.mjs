#!/usr/bin/env node
// `npm test`: every suite, in order, stopping at the first failure:
// typecheck → lint → unit (shared, bench helpers, scripts, web) → API on PGlite and PostgreSQL → e2e in Chromium.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit (shared, bench helpers, scripts, web)', 'npm', ['run', 'test:unit']],
  ['API (PGlite + PostgreSQL)', 'npm', ['run', 'test:api']],
  ['e2e (Chromium)', 'npm', ['run', 'test:e2e']],
];
const summary = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n##### ${name} #####`);
  const started = Date.now();
  const status = spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;
  summary.push(`${status === 0 ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (status !== 0) {
    console.log(`\n${summary.join('\n')}`);
    process.exit(status);
  }
}
console.log(`\n${summary.join('\n')}\nAll suites passed.`);
