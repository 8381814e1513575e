/**
 * A restart is the recovery path: an engine child process is killed with
 * SIGKILL in the middle of a burst of orders, restarted on the same data
 * (a PGlite directory, or a Postgres database), and every order is sent
 * again with its client order id. Nothing acknowledged is lost, nothing is
 * placed twice, and the money adds up: balance = initial + Σ ledger, each
 * position = Σ of its fills.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { newToken } from '../../../../engine/accounts/sessions.ts'
import { type Database, openPglite, openPostgres } from '../../../../engine/db/client.ts'
import {
  fills,
  ledgerEntries,
  orders,
  positions,
  sessions,
  tradingAccounts,
  users,
} from '../../../../engine/db/schema/index.ts'
import { databaseKinds } from '../harness.ts'

const root = path.resolve(import.meta.dirname, '../../../..')
const ORDERS = 80
const KILL_AFTER = 30

interface Target {
  env: Record<string, string>
  open(): Promise<Database>
  cleanup(): Promise<void>
}

async function target(kind: 'pglite' | 'postgres'): Promise<Target> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'engine-restart-'))
    return {
      env: { DATA_DIR: dir },
      open: () => openPglite(path.join(dir, 'engine.pglite')),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    }
  }
  const admin = process.env.TEST_DATABASE_URL ?? ''
  const name = `restart_${randomBytes(4).toString('hex')}`
  const a = postgres(admin, { max: 1, onnotice: () => {} })
  await a.unsafe(`CREATE DATABASE "${name}"`)
  await a.end()
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    env: { DATABASE_URL: url.toString() },
    open: async () => openPostgres(url.toString(), { max: 2 }),
    cleanup: async () => {
      const d = postgres(admin, { max: 1, onnotice: () => {} })
      await d.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await d.end()
    },
  }
}

function startEngine(env: Record<string, string>, port: number): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'engine/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      MARKET_FEED: 'manual',
      LOG_LEVEL: 'error',
      ENGINE_PORT: String(port),
      DATABASE_URL: env.DATABASE_URL ?? '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function waitHealthy(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`engine exited with ${child.exitCode ?? child.signalCode}`)
    // On Postgres an engine answers /health while it waits for the lock: serving once active.
    const ok = await fetch(`${base}/health`).then(
      async (r) => r.ok && ((await r.json()) as { role?: string }).role === 'active',
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('engine did not start')
}

/** A hang becomes a failure that names the step it hung in. */
function within<T>(seconds: number, step: string, work: Promise<T>, state = () => ''): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`stuck for ${seconds} s at: ${step} ${state()}`)),
      seconds * 1000,
    )
  })
  return Promise.race([work, limit]).finally(() => clearTimeout(timer))
}

function exited(child: ChildProcess): Promise<void> {
  // After a SIGKILL the exit code stays null: the signal says it has ended.
  const ended = child.exitCode !== null || child.signalCode !== null
  return ended ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()))
}

describe.each(databaseKinds)('SIGKILL mid-run and restart (%s)', (kind) => {
  const port = kind === 'pglite' ? 9231 : 9232
  const base = `http://127.0.0.1:${port}`
  const children: ChildProcess[] = []
  let cleanup: () => Promise<void> = async () => {}
  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await cleanup()
  })

  it('loses and duplicates nothing', async () => {
    const where = await target(kind)
    cleanup = where.cleanup
    // A user and a session, written before the engine owns the data.
    const setup = await where.open()
    await setup.migrate()
    const now = new Date()
    const [user] = await setup.db
      .insert(users)
      .values({
        email: `r-${randomBytes(3).toString('hex')}@example.test`,
        referralCode: randomBytes(4).toString('hex'),
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    const session = newToken()
    const csrf = newToken()
    await setup.db.insert(sessions).values({
      id: session,
      userId: user?.id,
      csrfToken: csrf,
      createdAt: now,
      lastActivity: now,
      expiresAt: new Date(now.getTime() + 3600_000),
    })
    await setup.close()

    const headers = {
      'content-type': 'application/json',
      cookie: `proptrade_session=${session}; XSRF-TOKEN=${csrf}`,
      'x-xsrf-token': csrf,
    }
    const post = (p: string, body: unknown) =>
      fetch(`${base}${p}`, { method: 'POST', headers, body: JSON.stringify(body) })
    const setPrice = async () => {
      const r = await post('/test/market/price', {
        symbol: 'BTCUSDT',
        last: '60000',
        bid: '59999.9',
        ask: '60000.1',
      })
      expect(r.status).toBe(200)
    }

    let child = startEngine(where.env, port)
    children.push(child)
    await waitHealthy(base, child)
    const demo = await post('/v1/userChallenges/createDemo', { title: 'Restart' })
    expect(demo.status).toBe(200)
    const demoId = ((await demo.json()) as { data: { id: number } }).data.id
    await setPrice()

    const body = (i: number) => ({
      symbol: 'BTCUSDT',
      type: i % 3 === 2 ? 'LIMIT' : 'MARKET',
      side: i % 2 === 0 ? 'buy' : 'sell',
      size: '0.01',
      price: i % 3 === 2 ? '55000' : undefined,
      client_order_id: `kill-${i}`,
    })
    const acked = new Map<string, { id: number; status: string }>()
    const refused: string[] = []
    // A burst, eight at a time; SIGKILL once KILL_AFTER are acknowledged, with more in flight.
    let next = 0
    let killed = false
    const worker = async () => {
      while (next < ORDERS && !killed) {
        const i = next++
        const response = await post(`/v1/trade/${demoId}/orders/place`, body(i)).catch(
          (error: unknown) => {
            if (!killed) refused.push(`kill-${i}: ${String((error as Error).cause ?? error)}`)
            return null
          },
        )
        if (!response || killed) return
        if (response.status !== 200) refused.push(`${response.status} ${await response.text()}`)
        if (response.status === 200) {
          const order = ((await response.json()) as { data: { id: number; status: string } }).data
          acked.set(`kill-${i}`, order)
          if (acked.size >= KILL_AFTER && !killed) {
            killed = true
            child.kill('SIGKILL')
          }
        }
      }
    }
    await within(60, 'the burst', Promise.all(Array.from({ length: 8 }, worker)))
    expect(refused).toEqual([])
    expect(killed).toBe(true)
    const victim = child
    await within(
      30,
      'the SIGKILL',
      exited(victim),
      () => `(pid ${victim.pid}, exit ${victim.exitCode}, signal ${victim.signalCode})`,
    )
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER)

    child = startEngine(where.env, port)
    children.push(child)
    await waitHealthy(base, child)
    await within(30, 'the price after restart', setPrice())
    for (let i = 0; i < ORDERS; i++) {
      const response = await within(
        30,
        `re-sending kill-${i}`,
        post(`/v1/trade/${demoId}/orders/place`, body(i)),
      )
      expect(response.status).toBe(200)
      const order = (
        (await response.json()) as { data: { id: number; status: string; client_order_id: string } }
      ).data
      const first = acked.get(`kill-${i}`)
      // What was acknowledged before the kill comes back as it was.
      if (first) expect(order.id).toBe(first.id)
    }
    child.kill('SIGTERM')
    await within(30, 'the SIGTERM', exited(child))

    const check = await where.open()
    const db = check.db
    const [account] = await db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userChallengeId, demoId))
    if (!account) throw new Error('no account')
    const rows = await db.select().from(orders).where(eq(orders.tradingAccountId, account.id))
    const byClient = new Map<string, number>()
    for (const r of rows)
      byClient.set(r.clientOrderId ?? '', (byClient.get(r.clientOrderId ?? '') ?? 0) + 1)
    expect(rows).toHaveLength(ORDERS)
    for (let i = 0; i < ORDERS; i++) expect(byClient.get(`kill-${i}`)).toBe(1)
    const [ledger] = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.tradingAccountId, account.id))
    expect(D(account.balance).eq(D(account.initialBalance).add(D(ledger?.total ?? '0')))).toBe(true)
    const fillRows = await db.select().from(fills).where(eq(fills.tradingAccountId, account.id))
    const filledOrders = rows.filter((r) => r.status === 'FILLED').length
    expect(fillRows).toHaveLength(filledOrders)
    const net = fillRows.reduce((s, f) => s.add(D(f.quantity).mul(f.side === 'buy' ? 1 : -1)), D(0))
    const open = await db.select().from(positions).where(eq(positions.tradingAccountId, account.id))
    const held = open.filter((p) => p.closedAt === null).reduce((s, p) => s.add(D(p.size)), D(0))
    expect(held.eq(net)).toBe(true)
    await check.close()
  }, 240_000)
})
