/**
 * A standby's warm copy of the accounts (docs/decisions/479), on Postgres:
 * read once, then caught up from the rows committed since. After each kind
 * of change (a resting order placed, one filled into a position, a
 * leverage set, an order canceled, a position closed, an account ended by
 * another writer straight in SQL, a new account opened) the caught-up copy
 * is exactly what a fresh read of the database gives, which is what a
 * restart loads.
 */
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { WarmAccounts } from '../../../../engine/failover/warm-accounts.ts'
import { readActiveAccounts, type StoredAccount } from '../../../../engine/trading/account-store.ts'
import { startTestEngine, type TestEngine } from '../harness.ts'
import { demoTraders } from './demo-traders.ts'

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL)
if (!hasPostgres)
  console.log('warm copy test skipped: TEST_DATABASE_URL is unset (it needs Postgres)')

const quiet = { info() {}, warn() {} }

/** Every active account as a restart reads it, as comparable text. */
async function fresh(engine: TestEngine): Promise<Record<number, string>> {
  const out: Record<number, string> = {}
  await readActiveAccounts(engine.engine.ctx.db, 1000, async (chunk) => {
    for (const s of chunk) out[s.account.id] = JSON.stringify(s)
  })
  return out
}

function copyOf(warm: WarmAccounts): Record<number, string> {
  const held = (warm as unknown as { accounts: Map<number, StoredAccount> }).accounts
  return Object.fromEntries([...held].map(([id, s]) => [id, JSON.stringify(s)]))
}

describe.skipIf(!hasPostgres)('the warm copy of the accounts', () => {
  let t: TestEngine | undefined
  afterAll(async () => {
    await t?.close()
  })

  it('caught up after each kind of change, it equals a fresh read', async () => {
    t = await startTestEngine('postgres')
    const engine = t.engine
    const { call, demo } = await demoTraders(engine.ctx.db, engine.app, 'Warm')
    await call('POST', '/test/market/price', { symbol: 'BTCUSDT', last: '60000' })
    const [a, b, c] = [await demo(), await demo(), await demo()]
    const accountOf = async (challengeId: number) => {
      const rows = await engine.ctx.db.execute<{ id: number }>(
        sql`select id from trading_accounts where user_challenge_id = ${challengeId}`,
      )
      return Number((rows as unknown as Array<{ id: number }>)[0]?.id)
    }
    await engine.ctx.trading.idle()

    const warm = new WarmAccounts(engine.ctx.db, quiet)
    await warm.read()
    expect(warm.warm).toBe(true)
    expect(copyOf(warm)).toEqual(await fresh(t))
    expect(await warm.catchUp()).toBeGreaterThanOrEqual(0)
    expect(copyOf(warm)).toEqual(await fresh(t))

    // The trading shell's writes: a resting order, a fill into a position, a leverage.
    const order = await call('POST', `/v1/trade/${a}/orders/place`, {
      symbol: 'BTCUSDT',
      type: 'LIMIT',
      side: 'buy',
      size: '0.01',
      price: '50000',
    })
    await call('POST', `/v1/trade/${b}/orders/place`, {
      symbol: 'BTCUSDT',
      type: 'MARKET',
      side: 'buy',
      size: '0.01',
    })
    await call('POST', `/v1/trade/${c}/BTCUSDT/adjustLeverage`, { leverage: 3 })
    await engine.ctx.trading.idle()
    expect(copyOf(warm)).not.toEqual(await fresh(t))
    const changed = await warm.catchUp()
    expect(changed).toBeGreaterThanOrEqual(3)
    expect(copyOf(warm)).toEqual(await fresh(t))
    const held = copyOf(warm)
    expect(held[await accountOf(a)]).toContain(`"id":${order.id}`)
    expect(held[await accountOf(b)]).toContain('"positions":[{')

    // An order canceled and a position closed leave the open sets (no new open row).
    await call('POST', `/v1/trade/${a}/orders/cancel`, { order_id: order.id })
    await call('POST', `/v1/trade/${b}/orders/closeAllPositions`, {})
    await engine.ctx.trading.idle()
    await warm.catchUp()
    expect(copyOf(warm)).toEqual(await fresh(t))
    expect(copyOf(warm)[await accountOf(b)]).toContain('"positions":[]')

    // Another writer, straight in SQL: an account ended; and a new account opened.
    const ended = await accountOf(c)
    await engine.ctx.db.execute(
      sql`update trading_accounts set status = 'failed' where id = ${ended}`,
    )
    const d = await demo()
    await engine.ctx.trading.idle()
    await warm.catchUp()
    const now = copyOf(warm)
    expect(now).toEqual(await fresh(t))
    expect(now[ended]).toBeUndefined()
    expect(now[await accountOf(d)]).toBeDefined()

    // Nothing changed: the copy stays equal. (How many accounts it reads again is
    // not asserted: a transaction open anywhere on the server holds the horizon back,
    // and the rows written since are read again, to no harm.)
    await warm.catchUp()
    expect(copyOf(warm)).toEqual(await fresh(t))
  }, 120_000)
})
