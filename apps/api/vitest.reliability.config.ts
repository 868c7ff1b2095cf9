import { defineConfig } from 'vitest/config';

// Process-level tests against the built server (dist/main.js): crashes, locks, signals, bad disks.
export default defineConfig({
  test: {
    name: 'reliability',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test-reliability/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
