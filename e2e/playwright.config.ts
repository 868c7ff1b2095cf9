// E2E against the built production server on a fresh temp DATA_DIR (see scripts/test-e2e.mjs),
// in Debian's Chromium. Never downloads a browser.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// scripts/test-e2e.mjs picks the browser (Chromium's headless shell where installed).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  // The suite is bound by the machine's two cores: four workers took longer than two.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording a trace costs about a third of the suite's time: one is kept of a failed test's
    // retry (CI retries once). Locally, `npm run test:e2e -- --trace on` records them.
    trace: 'on-first-retry',
    // The offline spec turns the service worker on; elsewhere it would hide requests from page.route.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node apps/api/dist/main.js',
    cwd: '..',
    url: `${baseURL}/api/v1/ready`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
      ANALYTICS_ID: 'test-project',
      ADMIN_EMAIL: 'admin@dfwiki.test',
      ADMIN_PASSWORD: 'Admin-Password-123!',
      CONTACT_EMAIL: 'contact@dfwiki.test',
      LOG_LEVEL: 'warn',
      // Two browsers from one address load many distinct pages; the budget is tested in the API suite.
      RENDER_LIMIT_PER_MINUTE: '1000',
      // The specs register dozens of players from one address; the limit is tested in the API suite.
      REGISTER_LIMIT_PER_HOUR: '1000',
    },
  },
});
