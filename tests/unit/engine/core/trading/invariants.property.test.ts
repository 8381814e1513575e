/**
 * Property tests of the core's money invariants over random sequences of
 * orders, cancels, leverage changes and ticks (fast-check).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { D, type Decimal } from '#money/decimal.ts'
import type { TradingCore } from '../../../../../engine/core/trading/trading-core.ts'
import type { TradingEvent } from '../../../../../engine/core/trading/types.ts'
import { loadAccount, newCore, order, T0 } from './support.ts'

const SYMBOLS = ['BTCUSDT', 'ETHUSDT'] as const
const BASE: Record<string, number> = { BTCUSDT: 600000, ETHUSDT: 340000 } // in ticks
const TICK: Record<string, string> = { BTCUSDT: '0.1', ETHUSDT: '0.01' }

const price = (symbol: string, ticks: number) => D(ticks).mul(TICK[symbol] ?? '1')

const tickOp = fc.record({
  op: fc.constant('tick' as const),
  symbol: fc.constantFrom(...SYMBOLS),
  /** Move in per mille of the base price. */
  move: fc.integer({ min: -120, max: 120 }),
  spread: fc.integer({ min: 1, max: 5 }),
  markOffset: fc.integer({ min: -5, max: 5 }),
})
const placeOp = fc.record({
  op: fc.constant('place' as const),
  symbol: fc.constantFrom(...SYMBOLS),
  type: fc.constantFrom('MARKET', 'LIMIT', 'STOP_MARKET', 'STOP_LIMIT'),
  side: fc.constantFrom('buy', 'sell'),
  tradeType: fc.constantFrom('open', 'open', 'close'),
  size: fc.integer({ min: 1, max: 2000 }),
  offset: fc.integer({ min: -30, max: 30 }),
  stopOffset: fc.integer({ min: 1, max: 30 }),
  tp: fc.boolean(),
  sl: fc.boolean(),
})
const otherOp = fc.oneof(
  fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('closeAll' as const),
    symbol: fc.option(fc.constantFrom(...SYMBOLS), { nil: undefined }),
  }),
  fc.record({
    op: fc.constant('leverage' as const),
    symbol: fc.constantFrom(...SYMBOLS),
    leverage: fc.integer({ min: 1, max: 20 }),
  }),
)
const ops = fc.array(
  fc.oneof(
    { arbitrary: tickOp, weight: 3 },
    { arbitrary: placeOp, weight: 4 },
    { arbitrary: otherOp, weight: 1 },
  ),
  {
    minLength: 5,
    maxLength: 60,
  },
)

type Op = typeof ops extends fc.Arbitrary<Array<infer T>> ? T : never

function independentEquity(core: TradingCore): Decimal {
  const account = core.account(1)
  let equity = account.balance
  for (const p of account.positions.values()) {
    const mark = core.state.quote(p.symbol)?.mark ?? D(0)
    equity = equity.add(mark.sub(p.entryPrice).mul(p.size))
  }
  return equity
}

function run(list: Op[]) {
  const core = newCore()
  loadAccount(core, 1, '10000')
  const last: Record<string, number> = { ...BASE }
  for (const symbol of SYMBOLS) {
    const p = price(symbol, BASE[symbol] ?? 0)
    core.tick(
      symbol,
      { last: p, mark: p, bid: p.sub(TICK[symbol] ?? 0), ask: p.add(TICK[symbol] ?? 0) },
      T0,
    )
  }
  let ledger = D(0)
  let realized = D(0)
  let fees = D(0)
  const absorb = (events: TradingEvent[]) => {
    for (const e of events) {
      if (e.kind === 'ledger') ledger = ledger.add(e.row.amount)
      if (e.kind === 'fill') {
        realized = realized.add(e.fill.realizedPnl)
        fees = fees.add(e.fill.fee)
      }
    }
  }
  let time = T0.getTime()
  for (const step of list) {
    time += 1000
    const now = new Date(time)
    if (step.op === 'tick') {
      const base = BASE[step.symbol] ?? 0
      const ticks = Math.max(1000, Math.round(base * (1 + step.move / 1000)))
      last[step.symbol] = ticks
      const t = TICK[step.symbol] ?? '1'
      const p = price(step.symbol, ticks)
      absorb(
        core.tick(
          step.symbol,
          {
            last: p,
            mark: price(step.symbol, ticks + step.markOffset),
            bid: p.sub(D(t).mul(step.spread)),
            ask: p.add(D(t).mul(step.spread)),
          },
          now,
        ),
      )
    } else if (step.op === 'place') {
      const ticks = last[step.symbol] ?? 0
      const pct = (n: number) => String(price(step.symbol, Math.round(ticks * (1 + n / 1000))))
      const buy = step.side === 'buy'
      const stop = pct(buy ? step.stopOffset : -step.stopOffset)
      const size = D(step.size).mul('0.001').toString()
      const request = order(step.symbol, step.type, step.side, size, {
        tradeType: step.tradeType,
        price:
          step.type === 'LIMIT' ? pct(step.offset) : step.type === 'STOP_LIMIT' ? stop : undefined,
        stopPrice: step.type.startsWith('STOP') ? stop : undefined,
        tp: step.tp && step.tradeType === 'open' ? pct(buy ? 60 : -60) : undefined,
        sl: step.sl && step.tradeType === 'open' ? pct(buy ? -60 : 60) : undefined,
      })
      const before = core.account(1).positions.get(step.symbol)?.size ?? D(0)
      const result = core.place(1, request, now)
      if (!result.ok) continue
      absorb(result.events)
      const after = core.account(1).positions.get(step.symbol)?.size ?? D(0)
      const liquidated = result.events.some((e) => e.kind === 'liquidation')
      if (step.tradeType === 'close') {
        // reduce-only never grows |position| nor flips it
        expect(after.abs().lte(before.abs())).toBe(true)
        expect(after.sign() === 0 || after.sign() === before.sign()).toBe(true)
      } else if (!liquidated) {
        const reducedOnly = after.abs().lte(before.abs()) && after.sign() !== -before.sign()
        if (!reducedOnly || result.value.order.status === 'NEW') {
          // an accepted order never leaves free margin negative at acceptance
          const assets = core.assets(1)
          expect(assets.equity.sub(assets.margin).isNegative()).toBe(false)
        }
      }
    } else if (step.op === 'cancel') {
      const open = [...core.account(1).orders.keys()]
      if (open.length === 0) continue
      const result = core.cancel(1, open[step.pick % open.length] ?? 0, now)
      if (result.ok) absorb(result.events)
    } else if (step.op === 'closeAll') {
      const result = core.closeAll(1, step.symbol, now)
      if (result.ok) absorb(result.events)
    } else {
      const result = core.setLeverage(1, step.symbol, step.leverage, now)
      if (result.ok) absorb(result.events)
    }
    const account = core.account(1)
    // balance = initial + Σ realized − Σ fees = initial + Σ ledger
    expect(account.balance.eq(D(10000).add(ledger))).toBe(true)
    expect(account.balance.eq(D(10000).add(realized).sub(fees))).toBe(true)
    // equity = balance + Σ unrealized
    expect(core.assets(1).equity.eq(independentEquity(core))).toBe(true)
  }
  // closing everything leaves margin 0
  core.cancelAll(1, undefined, new Date(time + 1000))
  core.closeAll(1, undefined, new Date(time + 2000))
  const assets = core.assets(1)
  expect(assets.margin.isZero()).toBe(true)
  expect(assets.equity.eq(assets.balance)).toBe(true)
}

describe('trading core invariants (property)', () => {
  it('keeps the ledger, equity, margin and reduce-only rules over random sessions', () => {
    fc.assert(fc.property(ops, run), { numRuns: 250 })
  })
})
