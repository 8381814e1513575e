import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from './tests/browser.ts'
import { STANDIN_KEYS } from './tests/support/standin-keys.ts'

const webPort = Number(process.env.E2E_WEB_PORT ?? 3100)
const enginePort = Number(process.env.E2E_ENGINE_PORT ?? 8100)
const baseURL = `http://localhost:${webPort}`
/** The Stripe and NOWPayments stand-in the payment journeys start (tests/e2e/commerce). */
const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? enginePort + 1100)
process.env.E2E_PROVIDER_PORT = String(providerPort)
/** A fresh engine database for every run. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'proptrade-e2e-'))
process.env.E2E_DATA_DIR = dataDir

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The whole stack as `npm start` runs it, on the test clock and the manual feed;
    // its log is also kept in the data directory (tests/e2e/ops reads it).
    command: `node scripts/start.ts 2>&1 | tee -a "${path.join(dataDir, 'stack.log')}"`,
    url: `${baseURL}/403`,
    env: {
      PORT: String(webPort),
      ENGINE_PORT: String(enginePort),
      WEB_BASE_URL: baseURL,
      ENGINE_PUBLIC_URL: `http://localhost:${enginePort}`,
      NODE_ENV: 'test',
      MARKET_FEED: 'manual',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Card and crypto payments against the local stand-in (decision 380).
      ...STANDIN_KEYS,
      STRIPE_API_URL: `http://127.0.0.1:${providerPort}`,
      NOWPAYMENTS_API_URL: `http://127.0.0.1:${providerPort}/v1`,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
