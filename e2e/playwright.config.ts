// Browser journeys in Debian's Chromium against the real server, started here on a fresh database:
// the PostgreSQL database in E2E_DATABASE_URL when given (CI), else a new embedded one.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8180);
// Workers re-read this file: create the data folder once and hand it down through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'fair28-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    trace: 'retain-on-failure',
    // The player app's service worker would answer a journey's page loads from its cache and keep
    // versions apart: only the installable-app journey (pwa.spec.ts) lets it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      // No SwiftShader: without a GPU its software GL process cost the journeys about 15 % of their CPU,
      // and pages composite and paint the same without it (the every-route screenshots, looked at).
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-software-rasterizer',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      FAIR28_SEED_DEMO: 'true',
      FAIR28_REGISTER_LIMIT_PER_IP: '1000',
      FAIR28_LOGIN_LIMIT_PER_IP: '1000',
      // The journeys withdraw to a card they have just bound; the hold on new payout accounts has server tests.
      FAIR28_PAYOUT_HOLD_HOURS: '0',
      // A fast game so a journey can watch a round close, draw and settle.
      FAIR28_FAST_GAME_SECONDS: '20',
      FAIR28_DATA_DIR: process.env.E2E_DATA_DIR,
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
