/**
 * CSV exports over HTTP (decision 605) on PGlite and Postgres: 100 000
 * trades parse back to exactly the stored rows; the order, transaction and
 * step-report downloads of a traded account; who may download what.
 */
import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { fills, tradingAccounts } from '../../../../engine/db/schema/index.ts'
import { TRADE_HEADER } from '../../../../engine/exports/history-exports.ts'
import { createUser, signedInClient, signIn } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { placeOk, setPrice, traderWithDemo } from '../trade/support.ts'

const ROWS = 100_000
const FIRST_ID = 50_000_000

/** The i-th stored fill: 8-decimal prices, negative results, both sides and roles. */
function fillRow(i: number, accountId: number) {
  const cents = String(i % 100).padStart(2, '0')
  return {
    id: FIRST_ID + i,
    tradingAccountId: accountId,
    orderId: FIRST_ID + i,
    symbol: i % 3 === 0 ? 'ETHUSDT' : 'BTCUSDT',
    type: i % 2 === 0 ? ('MARKET' as const) : ('LIMIT' as const),
    side: i % 2 === 0 ? ('buy' as const) : ('sell' as const),
    price: `${60000 + (i % 977)}.${String(i % 99_999_999).padStart(8, '0')}`,
    quantity: `0.${String((i % 9_999) + 1).padStart(8, '0')}`,
    fee: `0.${cents}000001`,
    realizedPnl: i % 5 === 0 ? '0' : `${i % 2 === 0 ? '-' : ''}${i % 1000}.${cents}`,
    role: i % 4 === 0 ? ('maker' as const) : ('taker' as const),
    origin: 'trader' as const,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
  }
}

/** What the export must say of it: the same values as text, trailing zeros dropped. */
function expectedCells(i: number, accountId: number): string[] {
  const r = fillRow(i, accountId)
  const trim = (d: string) => (d.includes('.') ? d.replace(/0+$/, '').replace(/\.$/, '') : d)
  return [
    String(r.id),
    String(r.orderId),
    r.createdAt.toISOString(),
    r.symbol,
    r.type,
    r.side,
    trim(r.price),
    trim(r.quantity),
    trim(r.fee),
    trim(r.realizedPnl),
    r.role,
    r.origin,
  ]
}

describe.each(databaseKinds)('CSV exports (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  /** The download's bytes as the browser saves them (Response.text() would drop the BOM). */
  async function download(client: TestClient, path: string, query = '') {
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const response = await t.engine.app.request(`http://engine.test${path}${query}`, {
      headers: { cookie, 'accept-language': 'en' },
    })
    const bytes = new Uint8Array(await response.arrayBuffer())
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    return { status: response.status, headers: response.headers, bytes, text }
  }

  const accountOf = async (userChallengeId: number) => {
    const [row] = await t.engine.ctx.db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userChallengeId, userChallengeId))
    if (!row) throw new Error('no trading account')
    return row.id
  }

  it('streams 100 000 trades that parse back to exactly the stored rows', async () => {
    const { client, id } = await traderWithDemo(t)
    const accountId = await accountOf(id)
    for (let start = 0; start < ROWS; start += 2000) {
      const batch = Array.from({ length: 2000 }, (_, k) => fillRow(start + k, accountId))
      await t.engine.ctx.db.insert(fills).values(batch)
    }
    const result = await download(client, `/v1/exports/userChallenges/${id}/trades.csv`)
    expect(result.status).toBe(200)
    expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(result.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="trades-${id}-${accountId}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    )
    expect([...result.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = result.text
    const records = parse(text, { bom: true }) as string[][]
    expect(records[0]).toEqual([...TRADE_HEADER])
    expect(records).toHaveLength(ROWS + 1)
    for (let i = 0; i < ROWS; i++) {
      const cells = records[i + 1]
      const want = expectedCells(i, accountId)
      if (cells?.join('|') !== want.join('|')) expect(cells).toEqual(want)
    }
    expect(records[2]).toEqual([
      String(FIRST_ID + 1),
      String(FIRST_ID + 1),
      '2026-01-01T00:00:01.000Z',
      'BTCUSDT',
      'LIMIT',
      'sell',
      '60001.00000001',
      '0.00000002',
      '0.01000001',
      '1.01',
      'taker',
      'trader',
    ])
  }, 240_000)

  it('exports the orders, transactions and step report of a traded account', async () => {
    const { client, id } = await traderWithDemo(t)
    await setPrice(t, 'BTCUSDT', '60000', { mark: '60000', bid: '60000', ask: '60000' })
    await placeOk(client, id, {
      type: 'MARKET',
      side: 'buy',
      size: '0.01',
      client_order_id: 'exp-1',
    })
    await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '0.01', trade_type: 'close' })
    await t.engine.ctx.trading.idle()
    const csv = async (path: string) => {
      const r = await download(client, `/v1/exports/userChallenges/${id}/${path}`)
      expect(r.status).toBe(200)
      return parse(r.text, { bom: true, columns: true }) as Record<string, string>[]
    }
    const orders = await csv('orders.csv')
    expect(orders.map((o) => [o.client_order_id, o.side, o.status, o.amount])).toEqual([
      ['exp-1', 'buy', 'FILLED', '0.01'],
      ['', 'sell', 'FILLED', '0.01'],
    ])
    const ledger = await csv('transactions.csv')
    const history = await client.ok(api.trade.transactionHistory, {
      params: { userChallengeId: id },
    })
    // The same rows as the history page, oldest first.
    expect(ledger.map((l) => [l.id, l.type, l.amount, l.time])).toEqual(
      [...history.data].reverse().map((l) => [String(l.id), l.type, l.amount, l.time]),
    )
    const show = await client.ok(api.userChallenges.show, { params: { userChallengeId: id } })
    const stepId = show.data.steps[0]?.id ?? 0
    const report = await csv(`steps/${stepId}/report.csv`)
    const reports = await client.ok(api.userChallenges.stepReports, {
      params: { userChallengeId: id, stepId },
    })
    expect(report).toEqual(
      reports.data.days.map((d) => ({
        date: d.date,
        trades: String(d.trades),
        profit: d.profit,
        drawdown: d.drawdown,
      })),
    )
  })

  it('answers 422 to a bad step, 404 to another trader, 401 signed out, 403 staff files to traders', async () => {
    const { client, id } = await traderWithDemo(t)
    const bad = await client.request('GET', `/v1/exports/userChallenges/${id}/trades.csv`, {
      query: { step: 'x' },
    })
    expect(bad.status).toBe(422)
    expect(bad.body).toMatchObject({ errors: { step: [expect.any(String)] } })
    const other = await signedInClient(t)
    const foreign = await other.client.request('GET', `/v1/exports/userChallenges/${id}/orders.csv`)
    expect(foreign.status).toBe(404)
    const anonymous = await t.client().request('GET', `/v1/exports/userChallenges/${id}/orders.csv`)
    expect(anonymous.status).toBe(401)
    expect((await client.request('GET', '/v1/staff/exports/payments.csv')).status).toBe(403)
  })

  it('gives staff every payment and payout', async () => {
    const support = await createUser(t, { role: 'support' })
    const client = t.client()
    await signIn(t, client, support.id)
    const payments = await download(client, '/v1/staff/exports/payments.csv')
    expect(payments.status).toBe(200)
    const [header] = parse(payments.text, { bom: true, to_line: 1 }) as string[][]
    expect(header?.slice(0, 4)).toEqual(['id', 'user_id', 'created_at', 'paid_at'])
    const payouts = await download(client, '/v1/staff/exports/payouts.csv')
    expect(payouts.status).toBe(200)
    expect(payouts.text).toMatch(/^\uFEFFid,user_id,user_challenge_id,requested_at/)
  })
})
