#!/usr/bin/env node
// `npm test`: every suite, stopping at the first stage that fails. Stages run one after another;
// the steps inside a stage run side by side where that was measured to pay on two cores (the
// figures are in docs/benchmarks.md). A step of a stage that runs beside another prints its
// output when it ends, so the log reads step by step. Times go to the summary.
//
//   1. typecheck | lint
//   2. unit (shared, bench helpers, scripts, web) | build (the API's page tests render with it)
//   3. API on PGlite, then PostgreSQL
//   4. e2e in Chromium
//   5. reliability (kill -9, SIGTERM, lock, full disk, two instances): beside e2e, both took as
//      long as one after the other, and the reliability suite's timings grew fourfold
//
// `TEST_SERIAL=1` runs every step alone, in order, with its output as it comes.
import { spawn } from 'node:child_process';

const serial = process.env.TEST_SERIAL === '1';
const built = { ...process.env, SKIP_BUILD: '1' };
const stages = [
  [
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
  ],
  [
    ['unit (shared, bench helpers, scripts, web)', 'npm', ['run', 'test:unit']],
    ['build', 'npm', ['run', 'build']],
  ],
  [['API (PGlite + PostgreSQL)', 'npm', ['run', 'test:api']]],
  [['e2e (Chromium)', 'npm', ['run', 'test:e2e'], built]],
  [['reliability', 'npm', ['run', 'test:reliability'], built]],
];

/** Runs one step; beside others, its output is kept and printed when it ends. */
function run([name, cmd, args, env = process.env], alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    if (!alone) for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => output.push(d));
    child.on('close', (code) => {
      if (!alone) {
        console.log(`\n##### ${name} #####`);
        process.stdout.write(Buffer.concat(output));
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      resolve({ name, ok: code === 0, line: `${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)` });
    });
  });
}

const summary = [];
const began = Date.now();
for (const stage of stages) {
  const steps = serial ? stage.map((step) => [step]) : [stage];
  for (const group of steps) {
    if (group.length === 1) console.log(`\n##### ${group[0][0]} #####`);
    else console.log(`\n##### ${group.map((s) => s[0]).join(' | ')} (side by side) #####`);
    const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
    summary.push(...results.map((r) => r.line));
    if (results.some((r) => !r.ok)) {
      console.log(`\n${summary.join('\n')}`);
      process.exit(1);
    }
  }
}
const total = ((Date.now() - began) / 1000).toFixed(0);
console.log(`\n${summary.join('\n')}\nAll suites passed in ${total} s.`);
