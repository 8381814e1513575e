/**
 * First-load JS of the signed-in money screens (/referral) and the staff
 * console (/staff/referral-withdrawals), measured as bench/first-load-js.ts
 * measures /signin: every script a fresh browser (empty cache, the session
 * cookie only) fetches until the network is idle, each gzipped at level 6.
 * Those pages send visitors to /signin, so this starts the whole stack on
 * the test settings (for POST /test/users/role), signs an admin in, and
 * opens each page in a new context carrying only the cookies.
 *
 * It builds the web for production first and stamps the build, so that
 * scripts/start.ts (run here with NODE_ENV=test) does not rebuild it with
 * React's development build.
 *
 *   node bench/money-first-load.ts [paths…]
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from '../tests/browser.ts'
import { registerOnEngine } from './support/ssr-stack.ts'

const paths =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['/referral', '/staff/referral-withdrawals']
const webPort = 3990 + Math.floor(Math.random() * 9)
const enginePort = 8990 + Math.floor(Math.random() * 9)
const web = `http://localhost:${webPort}`
const engine = `http://127.0.0.1:${enginePort}`

const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
  env: { ...process.env, NODE_ENV: 'production' },
  stdio: 'ignore',
})
if (build.status !== 0) throw new Error('the production build failed')
writeFileSync('dist/.build-stamp', new Date().toISOString())

const stack = spawn(process.execPath, ['scripts/start.ts'], {
  env: {
    ...process.env,
    PORT: String(webPort),
    ENGINE_PORT: String(enginePort),
    WEB_BASE_URL: web,
    ENGINE_PUBLIC_URL: `http://localhost:${enginePort}`,
    NODE_ENV: 'test',
    MARKET_FEED: 'manual',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-money-')),
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
  detached: true,
})

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} never answered`)
}

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs })
try {
  await waitFor(`${web}/403`)
  const email = `bench-${Date.now()}@example.test`
  const password = 'correct horse 42'
  await registerOnEngine(engine, email, password)
  await fetch(`${engine}/test/users/role`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, role: 'admin' }),
  })

  const signIn = await browser.newContext({ locale: 'en-US' })
  const page = await signIn.newPage()
  await page.goto(`${web}/signin`)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL(/\/dashboard$/)
  const state = await signIn.storageState()
  await signIn.close()

  for (const p of paths) {
    const context = await browser.newContext({ locale: 'en-US', storageState: state })
    const tab = await context.newPage()
    const scripts = new Map<string, number>()
    tab.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      const body = await response.body().catch(() => undefined)
      if (body) scripts.set(response.url(), gzipSync(body, { level: 6 }).length)
    })
    await tab.goto(`${web}${p}`, { waitUntil: 'networkidle' })
    await tab.waitForTimeout(500)
    const total = [...scripts.values()].reduce((a, b) => a + b, 0)
    console.log(
      `${p} (landed on ${new URL(tab.url()).pathname}): ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} scripts`,
    )
    for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  if (stack.pid) process.kill(-stack.pid)
}
