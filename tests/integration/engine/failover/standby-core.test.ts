/**
 * A standby's trading core (docs/decisions/510), on Postgres: built from
 * the warm copy while it waits, and kept current by replacing each account
 * that changed. After each kind of change (a resting order, a fill into a
 * position with TP/SL, a leverage, a cancel, a close, a balance and lows
 * written alone, an account ended by another writer in SQL, a new account)
 * the caught-up core holds exactly what a core built from scratch holds,
 * account by account and in the trigger books, risk indexes and holders
 * (the shell's `inventory()`). At the takeover it takes the database's
 * ids, no longer halts the pairs, and writes nothing before.
 */
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { StandbyCore } from '../../../../engine/failover/standby-core.ts'
import { WarmAccounts } from '../../../../engine/failover/warm-accounts.ts'
import { loadPairRows } from '../../../../engine/trading/pairs.ts'
import { startTestEngine, type TestEngine } from '../harness.ts'
import { demoTraders } from './demo-traders.ts'

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL)
if (!hasPostgres)
  console.log('standby core test skipped: TEST_DATABASE_URL is unset (it needs Postgres)')

describe.skipIf(!hasPostgres)('the standby trading core', () => {
  let t: TestEngine | undefined
  const built: StandbyCore[] = []
  afterAll(async () => {
    await t?.close()
  })

  it('caught up after each kind of change, it equals a core built from scratch', async () => {
    t = await startTestEngine('postgres')
    const engine = t.engine
    const { ctx } = engine
    const standby = () => {
      const copy = new WarmAccounts(ctx.db, ctx.log)
      const core = new StandbyCore(ctx.config, {
        database: ctx.database,
        log: ctx.log,
        clock: ctx.clock,
        copy,
      })
      built.push(core)
      return { copy, core }
    }
    // The standby's context, as it built it (its trading shell inside).
    const builtOf = (s: StandbyCore) =>
      (s as unknown as { built: { ctx: typeof ctx; ids: { next(kind: 'order'): number } } }).built
    const scratch = async () => {
      const { copy, core } = standby()
      await copy.read()
      return builtOf(core).ctx.trading.held.inventory()
    }

    const { call, demo } = await demoTraders(ctx.db, engine.app, 'Standby')
    const accountOf = async (challengeId: number) => {
      const rows = await ctx.db.execute<{ id: number }>(
        sql`select id from trading_accounts where user_challenge_id = ${challengeId}`,
      )
      return Number((rows as unknown as Array<{ id: number }>)[0]?.id)
    }
    await call('POST', '/test/market/price', { symbol: 'BTCUSDT', last: '60000' })
    const [a, b, c] = [await demo(), await demo(), await demo()]
    await ctx.trading.idle()

    const { copy, core } = standby()
    await copy.read()
    const held = () => builtOf(core).ctx.trading.held.inventory()
    expect(Object.keys(held()).filter((k) => k.startsWith('account'))).toHaveLength(3)
    expect(held()).toEqual(await scratch())

    // The trading shell's writes: a resting order, a fill into a position with TP/SL, a leverage.
    const order = await call('POST', `/v1/trade/${a}/orders/place`, {
      symbol: 'BTCUSDT',
      type: 'LIMIT',
      side: 'buy',
      size: '0.01',
      price: '50000',
      client_order_id: 'standby-1',
    })
    await call('POST', `/v1/trade/${b}/orders/place`, {
      symbol: 'BTCUSDT',
      type: 'MARKET',
      side: 'buy',
      size: '0.01',
      tp: '70000',
      sl: '55000',
    })
    await call('POST', `/v1/trade/${c}/BTCUSDT/adjustLeverage`, { leverage: 3 })
    await ctx.trading.idle()
    const before = held()
    expect(await copy.catchUp()).toBeGreaterThanOrEqual(3)
    expect(held()).not.toEqual(before)
    expect(held()).toEqual(await scratch())
    expect(held()['book BTCUSDT']).toBe('3')
    expect(held()[`account ${await accountOf(a)}`]).toContain('standby-1')

    // Canceled and closed: the order and the TP/SL leave the book, the holder its set.
    await call('POST', `/v1/trade/${a}/orders/cancel`, { order_id: order.id })
    await call('POST', `/v1/trade/${b}/orders/closeAllPositions`, {})
    await ctx.trading.idle()
    await copy.catchUp()
    expect(held()).toEqual(await scratch())
    expect(held()['book BTCUSDT']).toBe('0')
    expect(held()['holders BTCUSDT']).toBe('')

    // The account's own row alone (a balance, the lows the active flushes): the row is read, not the account.
    const adjusted = await accountOf(a)
    await ctx.db.execute(
      sql`update trading_accounts set balance = balance + 1, lowest_equity = 9000 where id = ${adjusted}`,
    )
    await copy.catchUp()
    expect(held()).toEqual(await scratch())
    expect(held()[`account ${adjusted}`]).toContain('"stepLow":"9000')
    // The lows alone (what the minute's flush writes): set in place, as a fresh install reads them.
    await ctx.db.execute(
      sql`update trading_accounts set lowest_equity = 8000, day_lowest_equity = 8500 where id = ${adjusted}`,
    )
    await copy.catchUp()
    expect(held()).toEqual(await scratch())
    expect(held()[`account ${adjusted}`]).toContain('"stepLow":"8000')
    expect(held()[`account ${adjusted}`]).toContain('"lowest":"8500')

    // Another writer, straight in SQL: an account ended; and a new account opened.
    const ended = await accountOf(c)
    await ctx.db.execute(sql`update trading_accounts set status = 'failed' where id = ${ended}`)
    const d = await demo()
    await ctx.trading.idle()
    await copy.catchUp()
    expect(held()).toEqual(await scratch())
    expect(held()[`account ${ended}`]).toBeUndefined()
    expect(held()[`account ${await accountOf(d)}`]).toBeDefined()

    // The takeover: the pairs no longer halted, ids after the largest stored, nothing written before.
    const ids = builtOf(core).ids
    const taken = await core.takeOver(await loadPairRows(ctx.db))
    expect(taken).toBeDefined()
    const shell = taken?.ctx.trading
    expect(shell?.held.isHalted('BTCUSDT')).toBe(false)
    const top = await ctx.db.execute<{ n: number }>(sql`select max(id)::int as n from orders`)
    const largest = Number((top as unknown as Array<{ n: number }>)[0]?.n)
    // The ids the taken core draws from (the source the standby gave it).
    expect(ids.next('order')).toBe(largest + 1)
    shell?.stop()
    await taken?.ctx.messages.close()
  }, 120_000)

  it('while standing by, its core takes no id', async () => {
    const copy = new WarmAccounts((t as TestEngine).engine.ctx.db, (t as TestEngine).engine.ctx.log)
    const { ctx } = (t as TestEngine).engine
    const core = new StandbyCore(ctx.config, {
      database: ctx.database,
      log: ctx.log,
      clock: ctx.clock,
      copy,
    })
    await copy.read()
    const standing = (
      core as unknown as { built: { ctx: typeof ctx; ids: { next(kind: 'order'): number } } }
    ).built
    expect(() => standing.ids.next('order')).toThrow(/standby takes no order id/)
    expect(standing.ctx.trading.held.isHalted('BTCUSDT')).toBe(true)
  })
})
