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
    // Two files at a time: each test mostly waits on one server process, which uses one core.
    maxWorkers: 2,
  },
});
