/**
 * The per-pair indexes (indexing.ts): an order, a TP/SL or a risk crossing
 * has exactly one entry while it stands and none after, and a crossing's key
 * is rounded outward at the index's 12 digits, so a mark between the exact
 * price and the key still fires it. Hand-worked with BTCUSDT's brackets
 * (≤ 50 000: mmr 0.004; ≤ 600 000: mmr 0.005, cum 50).
 */
import { describe, expect, it } from 'vitest'
import { D, type Decimal } from '#money/decimal.ts'
import type { TradingEvent } from '../../../../../engine/core/trading/types.ts'
import { btcPosition, loadAccount, newCore, order, quote, T0 } from './support.ts'

function holding(size: string, balance: string, thresholds: Record<string, Decimal> = {}) {
  const core = newCore()
  loadAccount(core, 1, balance, { thresholds, positions: [btcPosition({ id: 1, size: D(size) })] })
  // The pair's first quote checks every holder exactly; later ticks go by the indexes.
  core.tick('BTCUSDT', quote('60000'), T0)
  return core
}

const kinds = (events: TradingEvent[]) =>
  events
    .filter((e) => e.kind === 'liquidation' || e.kind === 'threshold_crossed')
    .map((e) => e.kind)

describe('trigger entries', () => {
  it('a canceled limit leaves neither the book nor the account', () => {
    const core = newCore()
    loadAccount(core)
    core.tick('BTCUSDT', quote('60000'), T0)
    const placed = core.place(1, order('BTCUSDT', 'LIMIT', 'buy', '0.01', { price: '59000' }), T0)
    if (!placed.ok) throw new Error(placed.rejection.message)
    expect(core.state.book('BTCUSDT').size).toBe(1)
    expect(core.cancel(1, placed.value.order.id, T0).ok).toBe(true)
    expect(core.state.book('BTCUSDT').size).toBe(0)
    expect(core.account(1).orderEntries.size).toBe(0)
  })

  it('a position holds a TP/SL entry only for what it sets, and a moved TP replaces its entry', () => {
    const core = newCore()
    loadAccount(core)
    core.tick('BTCUSDT', quote('60000'), T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01'), T0)
    const position = [...core.account(1).positions.values()][0]
    if (!position) throw new Error('no position')
    expect(core.account(1).tpslEntries.has(position.id)).toBe(false)
    expect(core.setPositionTpsl(1, position.id, D(62000), null, T0).ok).toBe(true)
    expect(Object.keys(core.account(1).tpslEntries.get(position.id) ?? {})).toEqual(['tp'])
    expect(core.setPositionTpsl(1, position.id, D(63000), null, T0).ok).toBe(true)
    expect(core.state.book('BTCUSDT').size).toBe(1)
    expect(core.setPositionTpsl(1, position.id, null, null, T0).ok).toBe(true)
    expect(core.state.book('BTCUSDT').size).toBe(0)
    expect(core.account(1).tpslEntries.has(position.id)).toBe(false)
  })
})

describe('risk entries', () => {
  it('a position has one liquidation entry and one per threshold, and none once closed', () => {
    // 1 BTC long: liquidation near 50 201, floor at 59 000, warning at 59 500.
    const core = holding('1', '10000', { floor: D(9000), warning: D(9500) })
    expect(core.state.riskIndex('BTCUSDT').size).toBe(3)
    expect(core.closeAll(1, undefined, T0).ok).toBe(true)
    expect(core.account(1).positions.size).toBe(0)
    expect(core.state.riskIndex('BTCUSDT').size).toBe(0)
  })

  it("a long's liquidation fires at a mark between the exact price and the key", () => {
    // LP = (1 000 + 50 − 60 000) / (0.005 − 1) = 59 246.231155778894472…, key ceil'd to
    // 59 246.231155778895. At 59 246.2311557788944: equity 1 000 − 753.7688442211056 =
    // 246.2311557788944 ≤ maintenance 59 246.2311557788944 × 0.005 − 50 = 246.231155778894472.
    const core = holding('1', '1000')
    expect(kinds(core.tick('BTCUSDT', quote('59246.2311557788944'), T0))).toEqual(['liquidation'])
  })

  it("a short's liquidation fires at a mark between the exact price and the key", () => {
    // LP = (1 000 + 50 + 60 000) / 1.005 = 60 746.268656716417910…, key floored to
    // 60 746.268656716417. At 60 746.26865671641795: equity 1 000 − 746.26865671641795 =
    // 253.73134328358205 ≤ maintenance 303.73134328358208975 − 50 = 253.73134328358208975.
    const core = holding('-1', '1000')
    expect(kinds(core.tick('BTCUSDT', quote('60746.26865671641795'), T0))).toEqual(['liquidation'])
  })

  it("a long's threshold is crossed at a mark between the exact price and the key", () => {
    // equity = 10 000 + 3 (m − 60 000) ≤ 9 998 ⇔ m ≤ 59 999.333… (key ceil'd to
    // 59 999.333333333334). At 59 999.3333333333333: equity 9 997.9999999999999.
    const core = holding('3', '10000', { floor: D(9998) })
    expect(kinds(core.tick('BTCUSDT', quote('59999.3333333333333'), T0))).toEqual([
      'threshold_crossed',
    ])
  })

  it("a short's threshold is crossed at a mark between the exact price and the key", () => {
    // equity = 10 000 − 3 (m − 60 000) ≤ 9 998 ⇔ m ≥ 60 000.666… (key floored to
    // 60 000.666666666666). At 60 000.6666666666667: equity 9 997.9999999999999.
    const core = holding('-3', '10000', { floor: D(9998) })
    expect(kinds(core.tick('BTCUSDT', quote('60000.6666666666667'), T0))).toEqual([
      'threshold_crossed',
    ])
  })
})
