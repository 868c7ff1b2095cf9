import { defineConfig } from 'vitest/config';

// One config, three projects. The API project is started by scripts/test-api.mjs once per
// database engine (TEST_ENGINE=pglite|postgres), so `npm run test:unit` only runs shared and web.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      './apps/web/vitest.config.ts',
      './apps/api/vitest.config.ts',
    ],
  },
});
