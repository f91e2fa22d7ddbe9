import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const systemChromium = '/usr/bin/chromium';
// The server's data directory, named here so journeys can read its outbox (the emailed codes).
// The runner names it once; its workers and serve.mjs (which creates it) inherit the name.
process.env.E2E_DATA_DIR ??= path.join(
  os.tmpdir(),
  `atelier-e2e-${randomBytes(6).toString('hex')}`,
);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      // Debian's Chromium where it is installed; elsewhere Playwright's own browser.
      executablePath: fs.existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node serve.mjs',
    url: `http://localhost:${PORT}/api/health`,
    env: { PORT: String(PORT), HOST: 'localhost' },
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
