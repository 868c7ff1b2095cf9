import { defineConfig } from 'vitest/config';

// One config, five projects. The API project is started by scripts/test-api.mjs once per
// database engine (TEST_ENGINE=pglite|postgres), so `npm run test:unit` runs shared, bench helpers, scripts and web.
export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which on a two-core machine is one worker: the unit
    // tests took 71 s on one and 45 s on two (docs/benchmarks.md).
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      { test: { name: 'bench', root: 'bench', environment: 'node', include: ['*.test.ts'] } },
      { test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['*.test.ts'] } },
      './apps/web/vitest.config.ts',
      './apps/api/vitest.config.ts',
    ],
  },
});
