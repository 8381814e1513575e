/**
 * Failover in a real browser (issue 18; decisions 445, 447), Postgres
 * only: a stack of its own on this file's ports, two engines on one
 * database (one active, one standing by) and production web nodes given
 * both engines.
 *
 * 1. A trader's terminal stays open while the active engine is killed with
 *    SIGKILL: its last price moves again from the new active engine, with
 *    no reload.
 * 2. Two web nodes behind one address (a round-robin proxy), sharing
 *    Redis: one is killed; the signed-in page keeps its live prices and
 *    keeps working.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { openPostgres } from '../../../engine/db/client'
import {
  type EngineProcess,
  engineRole,
  insertTrader,
  killHard,
  type ScratchDatabase,
  scratchDatabase,
  startEngineProcess,
  stopEngine,
  type Trader,
  waitForRole,
} from '../../support/engine-processes'
import { type RoundRobinProxy, startRoundRobinProxy } from '../../support/round-robin-proxy'

const adminUrl = process.env.TEST_DATABASE_URL
// Next to the ports this run's stack was given (E2E_WEB_PORT, E2E_ENGINE_PORT), so that
// runs of other worktrees on this machine never meet them.
const enginePort = Number(process.env.E2E_ENGINE_PORT ?? 8100)
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100)
const ENGINE_PORTS = [enginePort + 1, enginePort + 2]
const WEB_PORTS = [webPort + 1, webPort + 2]
const PROXY_PORT = webPort + 3

test.describe.configure({ mode: 'serial', timeout: 240_000 })
test.skip(!adminUrl, 'failover needs Postgres: TEST_DATABASE_URL is unset')

let scratch: ScratchDatabase
let trader: Trader
let demoId: number
const engines: EngineProcess[] = []
const webs: ChildProcess[] = []
let proxy: RoundRobinProxy | undefined

function startWeb(port: number): ChildProcess {
  const child = spawn(process.execPath, [path.resolve('scripts/web-server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'test',
      API_BASE_URL: engines.map((e) => e.base).join(','),
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    },
    stdio: 'ignore',
  })
  webs.push(child)
  return child
}

async function webUp(origin: string) {
  await expect
    .poll(
      () =>
        fetch(`${origin}/403`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    // The page at /403 (what the stack's own readiness check asks for) answers 200.
    .toBe(200)
}

async function activeEngine(): Promise<EngineProcess> {
  let found: EngineProcess | undefined
  await expect
    .poll(
      async () => {
        for (const e of engines) if ((await engineRole(e.base)) === 'active') found = e
        return found !== undefined
      },
      { timeout: 120_000 },
    )
    .toBe(true)
  return found as EngineProcess
}

async function signIn(page: Page, origin: string) {
  await page.context().addCookies(trader.cookies.map((c) => ({ ...c, url: origin })))
}

/** The terminal's last price changes (the feed ticks every second or so). */
async function priceMoves(page: Page, timeout = 30_000) {
  const last = page.getByTestId('pair-last').first()
  const before = await last.textContent()
  await expect(last).not.toHaveText(before ?? '', { timeout })
}

test.beforeAll(async () => {
  scratch = await scratchDatabase(adminUrl as string)
  const setup = openPostgres(scratch.url, { max: 2 })
  await setup.migrate()
  trader = await insertTrader(setup.db, `failover-e2e-${Date.now()}@example.test`)
  await setup.close()
  for (const port of ENGINE_PORTS)
    engines.push(startEngineProcess({ databaseUrl: scratch.url, port, env: { LOG_LEVEL: 'warn' } }))
  const active = await activeEngine()
  const demo = await fetch(`${active.base}/v1/userChallenges/createDemo`, {
    method: 'POST',
    headers: trader.headers,
    body: JSON.stringify({ title: 'Failover' }),
  })
  expect(demo.status).toBe(200)
  demoId = ((await demo.json()) as { data: { id: number } }).data.id
})

test.afterAll(async () => {
  await proxy?.close()
  for (const web of webs) if (web.exitCode === null) web.kill('SIGTERM')
  for (const engine of engines) await stopEngine(engine)
  await scratch?.drop()
})

test('a terminal stays open across an engine failover and its prices move again', async ({
  page,
}) => {
  startWeb(WEB_PORTS[0] as number)
  const origin = `http://localhost:${WEB_PORTS[0]}`
  await webUp(origin)
  await signIn(page, origin)
  await page.goto(`${origin}/trade/${demoId}/BTCUSDT`)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 })
  await priceMoves(page)
  // A mark on this very document: a reload would lose it.
  await page.evaluate(() => {
    ;(window as unknown as { kept: boolean }).kept = true
  })

  const active = await activeEngine()
  const standby = engines.find((e) => e !== active) as EngineProcess
  await waitForRole(standby, 'standby')
  await killHard(active)
  await waitForRole(standby, 'active', 30_000)
  await priceMoves(page)
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true)
  // The killed engine comes back, as the standby.
  const index = engines.indexOf(active)
  engines[index] = startEngineProcess({
    databaseUrl: scratch.url,
    port: active.port,
    env: { LOG_LEVEL: 'warn' },
  })
  await waitForRole(engines[index] as EngineProcess, 'standby')
})

test('two web nodes behind one address: one is killed, the signed-in page keeps working', async ({
  page,
}) => {
  // Node 1 may still run from the first test; node 2 joins it behind the proxy.
  if (webs.length === 0) startWeb(WEB_PORTS[0] as number)
  const second = startWeb(WEB_PORTS[1] as number)
  for (const port of WEB_PORTS) await webUp(`http://localhost:${port}`)
  proxy = await startRoundRobinProxy(
    WEB_PORTS.map((p) => `http://127.0.0.1:${p}`),
    PROXY_PORT,
  )
  const origin = proxy.origin
  await signIn(page, origin)
  await page.goto(`${origin}/trade/${demoId}/BTCUSDT`)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 })
  await priceMoves(page)
  await page.evaluate(() => {
    ;(window as unknown as { kept: boolean }).kept = true
  })

  // Kill both nodes' first one; whichever served the stream, the other carries on.
  const first = webs[0] as ChildProcess
  first.kill('SIGKILL')
  await expect.poll(() => first.exitCode !== null || first.signalCode !== null).toBe(true)
  await priceMoves(page, 45_000)
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true)
  // Still signed in: the next page is the trader's, served by the node left.
  await page.goto(`${origin}/trade/${demoId}/ETHUSDT`)
  await expect(page).toHaveURL(new RegExp(`/trade/${demoId}/ETHUSDT`))
  await priceMoves(page)
  expect(second.exitCode).toBeNull()
})
