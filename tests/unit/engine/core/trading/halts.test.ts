/**
 * A halted pair (stale market data, decision 440): no orders on it, no
 * close at market, and an account holding it is neither liquidated nor
 * crosses a threshold until the pair's first fresh tick, which then
 * decides what it crosses as usual.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { fills, kinds, loadAccount, newCore, order, quote, T0 } from './support.ts'

function coreWithPrices() {
  const core = newCore()
  core.tick('BTCUSDT', quote('60000'), T0)
  core.tick('ETHUSDT', quote('3000'), T0)
  return core
}

describe('halted pair', () => {
  it('refuses new orders on it with the pair named, and takes them on other pairs', () => {
    const core = coreWithPrices()
    loadAccount(core, 1, '10000')
    core.setHalted('BTCUSDT', true)
    for (const type of ['MARKET', 'LIMIT'] as const) {
      const placed = core.place(
        1,
        order('BTCUSDT', type, 'buy', '0.01', type === 'LIMIT' ? { price: '59000' } : {}),
        T0,
      )
      expect(placed).toMatchObject({
        ok: false,
        rejection: {
          code: 'market_halted',
          field: 'symbol',
          message: 'Market data delayed, trading on {symbol} is paused.',
          params: { symbol: 'BTCUSDT' },
        },
      })
    }
    expect(core.place(1, order('ETHUSDT', 'MARKET', 'buy', '0.1'), T0).ok).toBe(true)
    core.setHalted('BTCUSDT', false)
    expect(core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01'), T0).ok).toBe(true)
  })

  it('refuses closing its positions at market', () => {
    const core = coreWithPrices()
    loadAccount(core, 1, '10000')
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01'), T0)
    core.place(1, order('ETHUSDT', 'MARKET', 'buy', '0.1'), T0)
    core.setHalted('BTCUSDT', true)
    expect(core.closeAll(1, 'BTCUSDT', T0)).toMatchObject({
      ok: false,
      rejection: { code: 'market_halted', params: { symbol: 'BTCUSDT' } },
    })
    expect(core.closeAll(1, undefined, T0).ok).toBe(false)
    expect(core.closeAll(1, 'ETHUSDT', T0)).toMatchObject({ ok: true, value: 1 })
  })

  it('a resting limit does not fill while halted; the first fresh price crossing it fills it', () => {
    const core = coreWithPrices()
    loadAccount(core, 1, '10000')
    const placed = core.place(1, order('BTCUSDT', 'LIMIT', 'buy', '0.01', { price: '59000' }), T0)
    expect(placed.ok).toBe(true)
    core.setHalted('BTCUSDT', true)
    // The shell sends no tick of a halted pair; its resume comes first, then the tick.
    core.setHalted('BTCUSDT', false)
    const events = core.tick('BTCUSDT', quote('58900'), T0)
    expect(fills(events).map((f) => f.price.toString())).toEqual(['59000'])
  })

  it('no liquidation on a stale price: decided on the halted pair’s first fresh tick', () => {
    const core = newCore()
    loadAccount(core, 1, '1515', { maxLeverage: 125 })
    core.tick('BTCUSDT', quote('60000'), T0)
    core.tick('ETHUSDT', quote('3000'), T0)
    core.setLeverage(1, 'BTCUSDT', 125, T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.5'), T0)
    core.setLeverage(1, 'ETHUSDT', 100, T0)
    core.place(1, order('ETHUSDT', 'MARKET', 'buy', '1'), T0)
    core.setHalted('BTCUSDT', true)
    // ETH falls enough to liquidate the account at BTC's last (stale) mark: nothing happens.
    const during = core.tick('ETHUSDT', quote('1500'), T0)
    expect(kinds(during)).not.toContain('liquidation')
    expect(core.account(1).positions.size).toBe(2)
    // BTC's first fresh price: the account is judged now, and liquidated.
    core.setHalted('BTCUSDT', false)
    const after = core.tick('BTCUSDT', quote('60000'), T0)
    expect(kinds(after)).toContain('liquidation')
    expect(core.account(1).positions.size).toBe(0)
  })

  it('no threshold crossed (breach) on a stale price: crossed on the first fresh tick', () => {
    const core = newCore()
    loadAccount(core, 1, '10000', { thresholds: { max_loss: D('9500') } })
    core.tick('BTCUSDT', quote('60000'), T0)
    core.tick('ETHUSDT', quote('3000'), T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.1'), T0)
    core.place(1, order('ETHUSDT', 'MARKET', 'buy', '1'), T0)
    core.setHalted('BTCUSDT', true)
    // ETH −600 would take equity below 9 500 at BTC's stale mark.
    expect(kinds(core.tick('ETHUSDT', quote('2400'), T0))).not.toContain('threshold_crossed')
    // A withdrawal-like change on the account is no occasion either.
    expect(kinds(core.adjustBalance(1, 'WITHDRAWAL', D('-1'), T0))).not.toContain(
      'threshold_crossed',
    )
    core.setHalted('BTCUSDT', false)
    const after = core.tick('BTCUSDT', quote('60010'), T0)
    expect(after.filter((e) => e.kind === 'threshold_crossed')).toMatchObject([
      { accountId: 1, name: 'max_loss' },
    ])
  })

  it('a stale pair does not pause accounts that do not hold it', () => {
    const core = newCore()
    loadAccount(core, 1, '10000', { thresholds: { max_loss: D('9500') } })
    core.tick('BTCUSDT', quote('60000'), T0)
    core.tick('ETHUSDT', quote('3000'), T0)
    core.place(1, order('ETHUSDT', 'MARKET', 'buy', '1'), T0)
    core.setHalted('BTCUSDT', true)
    expect(kinds(core.tick('ETHUSDT', quote('2400'), T0))).toContain('threshold_crossed')
  })
})
