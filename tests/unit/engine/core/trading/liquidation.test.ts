import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { liquidationPrice } from '../../../../../engine/core/trading/liquidation.ts'
import { catalogueSpec } from '../../../../../engine/market/pair-catalogue.ts'
import { loadAccount, newCore, order, quote, T0 } from './support.ts'

const btc = catalogueSpec('BTCUSDT')

describe('liquidation price (trading.md worked check)', () => {
  const isolated = { balance: D(1500), otherMaintenance: D(0), otherUnrealized: D(0) }

  it('long 0.5 BTC at 60 000 with 1 500 → 57 228.92', () => {
    const lp = liquidationPrice(isolated, D('0.5'), D(60000), btc.brackets, 2)
    expect(lp?.toFixed(2)).toBe('57228.92')
  })

  it('short 0.5 BTC at 60 000 with 1 500 → 62 749.00', () => {
    const lp = liquidationPrice(isolated, D('-0.5'), D(60000), btc.brackets, 2)
    expect(lp?.toFixed(2)).toBe('62749.00')
  })

  it('is "--" (null) when the balance covers any fall', () => {
    expect(
      liquidationPrice({ ...isolated, balance: D(40000) }, D('0.5'), D(60000), btc.brackets, 2),
    ).toBeNull()
  })

  it('the core shows the same figure for an account holding that position', () => {
    const core = newCore()
    loadAccount(core, 1, '1515', { maxLeverage: 125 })
    core.tick('BTCUSDT', quote('60000'), T0)
    expect(core.setLeverage(1, 'BTCUSDT', 125, T0).ok).toBe(true)
    const placed = core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.5'), T0)
    expect(placed.ok).toBe(true)
    // taker fee 0.5 × 60 000 × 0.0005 = 15 → balance 1 500
    expect(core.assets(1).balance.toString()).toBe('1500')
    expect(core.liquidationPriceOf(1, 'BTCUSDT')?.toFixed(2)).toBe('57228.92')
  })

  it('liquidates at mark when equity reaches the maintenance margin, closing everything', () => {
    const core = newCore()
    loadAccount(core, 1, '1515', { maxLeverage: 125 })
    core.tick('BTCUSDT', quote('60000'), T0)
    core.setLeverage(1, 'BTCUSDT', 125, T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.5'), T0)
    core.place(1, order('BTCUSDT', 'LIMIT', 'buy', '0.001', { price: '55000' }), T0)
    // Mark just above the liquidation price: nothing happens.
    expect(
      core
        .tick('BTCUSDT', quote('57229', { mark: '57229' }), T0)
        .some((e) => e.kind === 'liquidation'),
    ).toBe(false)
    expect(core.account(1).positions.size).toBe(1)
    const events = core.tick('BTCUSDT', quote('57300', { mark: '57228.9' }), T0)
    const liquidation = events.find((e) => e.kind === 'liquidation')
    expect(liquidation).toBeDefined()
    expect(core.account(1).positions.size).toBe(0)
    expect(core.account(1).orders.size).toBe(0)
    const fill = events.find((e) => e.kind === 'fill')
    expect(fill?.kind === 'fill' && fill.fill.price.toString()).toBe('57228.9')
    const ledger = events.flatMap((e) => (e.kind === 'ledger' ? [e.row] : []))
    // realized 0.5 × (57 228.9 − 60 000) = −1 385.55, typed LIQUIDATION
    expect(ledger.find((r) => r.type === 'LIQUIDATION')?.amount.toString()).toBe('-1385.55')
    expect(core.assets(1).margin.isZero()).toBe(true)
  })
})
