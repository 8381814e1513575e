/**
 * First-load JS of a page: every script a fresh browser fetches to load it
 * (entry, route chunks, their imports, anything loaded until the network is
 * idle), each gzipped at level 6 as a server would send it.
 *
 *   npm run build && node bench/first-load-js.ts /signin /trade
 *
 * Starts the production web on a free port unless BENCH_URL names one.
 * Pages behind sign-in: BENCH_URL of a whole stack (`npm start`) and
 * BENCH_EMAIL / BENCH_PASSWORD of a user; the browser signs in first in a
 * context of its own, and each page is measured in a fresh context that
 * carries only the session cookies (an empty cache).
 */
import { spawn } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from '../tests/browser.ts'

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/signin']
const port = 3900 + Math.floor(Math.random() * 90)
let base = process.env.BENCH_URL
let server: ReturnType<typeof spawn> | undefined

if (!base) {
  base = `http://localhost:${port}`
  server = spawn(process.execPath, ['scripts/web-server.ts'], {
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: 'ignore',
  })
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${base}/403`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 100))
  }
}

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs })
async function signedInState() {
  const email = process.env.BENCH_EMAIL
  if (!email) return undefined
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto(`${base}/signin`)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(process.env.BENCH_PASSWORD ?? '')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL(/\/dashboard$/)
  const state = await context.storageState()
  await context.close()
  return { cookies: state.cookies, origins: [] }
}

try {
  const storageState = await signedInState()
  for (const path of paths) {
    const context = await browser.newContext({ locale: 'en-US', storageState })
    const page = await context.newPage()
    const scripts = new Map<string, number>()
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      const body = await response.body().catch(() => undefined)
      if (body) scripts.set(response.url(), gzipSync(body, { level: 6 }).length)
    })
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    const total = [...scripts.values()].reduce((a, b) => a + b, 0)
    console.log(`${path}: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} scripts`)
    for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  server?.kill()
}
