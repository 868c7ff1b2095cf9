import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is WASM and single-connection per instance: a couple of workers is the sweet spot on 2 cores.
    maxWorkers: 2,
    // Files share a worker's loaded modules instead of importing the whole app again each (80 s of a
    // 237 s run on PGlite, decision 031); every file still builds its own app on its own database.
    isolate: false,
  },
});
