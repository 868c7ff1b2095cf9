#!/usr/bin/env node
// `npm run test:reliability`: builds the server, then kills, signals and starves it (see apps/api/test-reliability).
import { execSync, spawnSync } from 'node:child_process';

if (process.env.SKIP_BUILD !== '1') execSync('npm run build -w apps/api', { stdio: 'inherit' });
const status = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'apps/api/vitest.reliability.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit' },
).status;
process.exit(status ?? 1);
