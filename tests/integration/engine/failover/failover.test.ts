/**
 * Engine failover on Postgres (issue 18, docs/decisions/445): two engine
 * processes on one database, one active by the lock, the other standing by.
 * 500 orders with client order ids go out as the web sends them (its
 * engine list, failover.server.ts); in the middle the active engine is
 * killed with SIGKILL. The standby takes over; every order that failed is
 * sent again. Then each order exists exactly once, every fill has its
 * ledger rows, and for every account the ledger adds up to its balance.
 */
import { createServer } from 'node:net'
import { eq, inArray, sql } from 'drizzle-orm'
import { Pool } from 'undici'
import { afterAll, describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { Engines } from '../../../../app/server/upstream/failover.server.ts'
import { openPostgres } from '../../../../engine/db/client.ts'
import {
  fills,
  ledgerEntries,
  orders,
  tradingAccounts,
} from '../../../../engine/db/schema/index.ts'
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
} from '../../../support/engine-processes.ts'
import { listenInRange } from '../../../support/ports.ts'
import { SseTestClient } from '../../../support/sse-test-client.ts'
import { type RelayServer, startRelayServer } from '../../realtime/relay-server.ts'

const adminUrl = process.env.TEST_DATABASE_URL
if (!adminUrl)
  console.log('engine failover test skipped: TEST_DATABASE_URL is unset (it needs Postgres)')

const ORDERS = 500
const KILL_AFTER = 200
const TRADERS = 5

async function freePort(): Promise<number> {
  const server = createServer()
  const port = await listenInRange(server)
  await new Promise((r) => server.close(r))
  return port
}

const quiet = { debug() {}, info() {}, warn() {}, error() {} }

describe.skipIf(!adminUrl)('engine failover on Postgres', () => {
  const engines: EngineProcess[] = []
  let scratch: ScratchDatabase | undefined
  let relay: RelayServer | undefined
  let stream: SseTestClient | undefined
  afterAll(async () => {
    stream?.close()
    await relay?.close()
    for (const engine of engines) await stopEngine(engine)
    await scratch?.drop()
  })

  it('a standby takes over when the active is killed: every order once, the money adds up', async () => {
    scratch = await scratchDatabase(adminUrl as string)
    const setup = openPostgres(scratch.url, { max: 2 })
    await setup.migrate()
    const traders: Trader[] = []
    for (let i = 0; i < TRADERS; i++)
      traders.push(await insertTrader(setup.db, `failover-${i}-${Date.now()}@example.test`))
    await setup.close()

    for (let i = 0; i < 2; i++)
      engines.push(
        startEngineProcess({
          databaseUrl: scratch.url,
          port: await freePort(),
          // info: the takeover's "warm copy … caught up" line is read below.
          env: { LOG_LEVEL: 'info' },
        }),
      )
    const [a, b] = engines as [EngineProcess, EngineProcess]
    // One is active, the other answers as a standby: 503 on the API, /ready not ready.
    const roles = async () => [await engineRole(a.base), await engineRole(b.base)]
    const deadline = Date.now() + 120_000
    while (!(await roles()).includes('active') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100))
    const active = (await engineRole(a.base)) === 'active' ? a : b
    const standby = active === a ? b : a
    await waitForRole(standby, 'standby')
    const refusedByStandby = await fetch(`${standby.base}/v1/coinPairs`)
    expect(refusedByStandby.status).toBe(503)
    expect(refusedByStandby.headers.get('x-engine-role')).toBe('standby')
    expect((await fetch(`${standby.base}/ready`)).status).toBe(503)
    // Its warm copy of the accounts is read (decision 479): the takeover below catches it up.
    const warmDeadline = Date.now() + 60_000
    const warm = async () =>
      ((await (await fetch(`${standby.base}/health`)).json()) as { warm?: boolean }).warm
    while (!(await warm()) && Date.now() < warmDeadline)
      await new Promise((r) => setTimeout(r, 100))
    expect(await warm()).toBe(true)

    // Calls go out as the web's do: the engine list, moving to the active one.
    const web = new Engines(
      engines.map((e) => ({
        url: e.base,
        basePath: '',
        pool: new Pool(e.base, { connections: 16 }),
      })),
      quiet,
    )
    const post = async (trader: Trader, path: string, body: unknown) => {
      const r = await web.request(
        { path, method: 'POST', headers: trader.headers, body: () => JSON.stringify(body) },
        false,
      )
      const text = await r.body.text()
      return { status: r.statusCode, json: text ? JSON.parse(text) : null }
    }
    // A browser's live prices through a web relay that knows both engines.
    relay = await startRelayServer(
      {
        socketUrl: engines.map((e) => `ws://127.0.0.1:${e.port}/app/proptrade`),
        apiBaseUrl: engines.map((e) => e.base),
      },
      await freePort(),
    )
    stream = await SseTestClient.open(relay.url(['market.BTCUSDT']))
    const tickers = () =>
      (stream as SseTestClient).messages().filter((m) => m.event === 'ticker').length
    await stream.until(() => tickers() >= 2, 20_000, 'prices before the kill')

    const demos: number[] = []
    for (const trader of traders) {
      const demo = await post(trader, '/v1/userChallenges/createDemo', { title: 'Failover' })
      expect(demo.status).toBe(200)
      demos.push(demo.json.data.id)
    }

    // Resting limit orders: buys 10 % under the price now (they stay open across the takeover).
    const pairs = await web.request(
      { path: '/v1/coinPairs', method: 'GET', headers: {}, body: () => undefined },
      true,
    )
    const listed = JSON.parse(await pairs.body.text()) as {
      data: Array<{ code: string; ticker: { last: string } }>
    }
    const under = (code: string) => {
      const last = listed.data.find((p) => p.code === code)?.ticker.last
      if (!last) throw new Error(`no price for ${code}`)
      return Math.floor(Number(last) * 0.9).toString()
    }
    const limits = { BTCUSDT: under('BTCUSDT'), ETHUSDT: under('ETHUSDT') }
    const order = (i: number) => {
      const symbol = i % 2 === 0 ? 'BTCUSDT' : 'ETHUSDT'
      const limit = i % 4 === 3
      return {
        symbol,
        type: limit ? 'LIMIT' : 'MARKET',
        side: !limit && i % 3 === 0 ? 'sell' : 'buy',
        size: i % 2 === 0 ? '0.001' : '0.01',
        price: limit ? limits[symbol] : undefined,
        client_order_id: `fo-${i}`,
      }
    }
    const send = (i: number) =>
      post(
        traders[i % TRADERS] as Trader,
        `/v1/trade/${demos[i % TRADERS]}/orders/place`,
        order(i),
      ).catch((error: unknown) => ({ status: 0, json: { message: String(error) } }))

    const acked = new Map<number, number>()
    const failed = new Set<number>()
    let next = 0
    let killed: Promise<void> | undefined
    const worker = async () => {
      while (next < ORDERS) {
        const i = next++
        const answer = await send(i)
        if (answer.status === 200) acked.set(i, answer.json.data.id)
        else failed.add(i)
        if (acked.size >= KILL_AFTER && !killed) killed = killHard(active)
      }
    }
    await Promise.all(Array.from({ length: 8 }, worker))
    expect(killed).toBeDefined()
    await killed
    // The standby took over (within 10 s of the kill: the web waited for it).
    expect(await engineRole(standby.base)).toBe('active')
    // It took over from its warm copy, caught up to the orders placed since its last catch-up.
    expect(standby.log()).toMatch(/warm copy of the accounts caught up/)
    expect(standby.log()).not.toMatch(/no usable warm copy/)
    // The same live stream, never closed, carries prices from the new active.
    const afterKill = tickers()
    await stream.until(() => tickers() >= afterKill + 2, 20_000, 'prices after the takeover')
    expect(stream.ended).toBe(false)

    // Retry what failed, and re-send the rest: a client order id places an order once.
    for (let i = 0; i < ORDERS; i++) {
      let answer = await send(i)
      for (let attempt = 0; answer.status !== 200 && attempt < 20; attempt++) {
        await new Promise((r) => setTimeout(r, 250))
        answer = await send(i)
      }
      expect(answer.status, `fo-${i}: ${JSON.stringify(answer.json)}`).toBe(200)
      const first = acked.get(i)
      if (first !== undefined) expect(answer.json.data.id).toBe(first)
    }
    await web.close()
    await stopEngine(standby)

    const check = openPostgres(scratch.url, { max: 2 })
    const db = check.db
    const accounts = await db
      .select()
      .from(tradingAccounts)
      .where(inArray(tradingAccounts.userChallengeId, demos))
    expect(accounts).toHaveLength(TRADERS)
    const ids = accounts.map((x) => x.id)
    const rows = await db.select().from(orders).where(inArray(orders.tradingAccountId, ids))
    const byClient = new Map<string, number>()
    for (const r of rows)
      byClient.set(r.clientOrderId ?? '', (byClient.get(r.clientOrderId ?? '') ?? 0) + 1)
    for (let i = 0; i < ORDERS; i++) expect(byClient.get(`fo-${i}`), `fo-${i}`).toBe(1)
    const filled = rows.filter((r) => r.status === 'FILLED')
    expect(filled.length).toBeGreaterThan(ORDERS / 2)
    // Every fill has its ledger rows: at least its commission, and its realised P&L when it closed size.
    const fillRows = await db.select().from(fills).where(inArray(fills.tradingAccountId, ids))
    expect(fillRows.length).toBe(filled.length)
    const ledger = await db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.tradingAccountId, ids))
    const ledgerFills = new Set(ledger.map((l) => l.fillId))
    for (const f of fillRows)
      expect(ledgerFills.has(f.id), `fill ${f.id} has ledger rows`).toBe(true)
    for (const account of accounts) {
      const [sum] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.tradingAccountId, account.id))
      expect(
        D(account.balance).eq(D(account.initialBalance).add(D(sum?.total ?? '0'))),
        `account ${account.id}: balance ${account.balance} = ${account.initialBalance} + ledger ${sum?.total}`,
      ).toBe(true)
    }
    await check.close()
  }, 300_000)
})
