/**
 * The browser's live assets figures equal the engine's, to the last of the
 * 8 places the wire carries: the same positions, orders and marks go through
 * the engine's own figuresOf and through app/lib/trade/account-figures.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { accountFigures, positionPnlText, toCents } from '../../../../app/lib/trade/account-figures'
import { AccountState, figuresOf, type Market } from '../../../../engine/core/trading/account-state'
import type { Order, PairSpec, Position, Quote } from '../../../../engine/core/trading/types'
import { assetsView } from '../../../../engine/trading/views'

const symbols = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'] as const

function pair(code: string): PairSpec {
  return {
    code,
    base: code.replace('USDT', ''),
    quote: 'USDT',
    tickSize: D('0.01'),
    stepSize: D('0.001'),
    minNotional: D(5),
    makerFee: D('0.0002'),
    takerFee: D('0.0005'),
    priceOffsetPercent: D(5),
    priceProtectionPercent: D(15),
    brackets: [
      { notionalCap: D(50000), maxLeverage: 125, mmr: D('0.004'), cum: D(0) },
      { notionalCap: D(600000), maxLeverage: 100, mmr: D('0.005'), cum: D(50) },
    ],
  }
}

/** A decimal string with up to `scale` places between 1 and `max`. */
const decimal = (max: number, scale: number) =>
  fc
    .bigInt({ min: 10n ** BigInt(scale), max: BigInt(max) * 10n ** BigInt(scale) })
    .map((units) => D(`${units}e-${scale}`.replace(/^(\d+)e-(\d+)$/, (_, u, s) => shift(u, +s))))

function shift(units: string, scale: number): string {
  const padded = units.padStart(scale + 1, '0')
  return `${padded.slice(0, padded.length - scale)}.${padded.slice(padded.length - scale)}`
}

const positionArb = fc.record({
  symbol: fc.constantFrom(...symbols),
  long: fc.boolean(),
  size: decimal(20, 3),
  entry: decimal(90000, 10),
  leverage: fc.integer({ min: 1, max: 125 }),
})
const orderArb = fc.record({
  symbol: fc.constantFrom(...symbols),
  tradeType: fc.constantFrom('open' as const, 'close' as const),
  size: decimal(5, 3),
  price: decimal(90000, 2),
  stop: fc.boolean(),
})

describe('account figures', () => {
  it('equal the engine figures for any positions, orders and marks', () => {
    fc.assert(
      fc.property(
        decimal(200000, 8),
        fc.uniqueArray(positionArb, { selector: (p) => p.symbol, maxLength: 3 }),
        fc.array(orderArb, { maxLength: 5 }),
        fc.tuple(decimal(90000, 2), decimal(90000, 2), decimal(90000, 2)),
        fc.integer({ min: 1, max: 125 }),
        (balance, positions, orders, marks, defaultLeverage) => {
          const account = new AccountState({
            id: 1,
            userChallengeId: 1,
            status: 'active',
            initialBalance: D(10000),
            balance,
            maxLeverage: 125,
          })
          const markOf = (s: string) => marks[symbols.indexOf(s as (typeof symbols)[number])]
          for (const s of symbols) account.leverages.set(s, defaultLeverage)
          const wirePositions = positions.map((p, i) => {
            account.leverages.set(p.symbol, p.leverage)
            const position: Position = {
              id: i + 1,
              accountId: 1,
              symbol: p.symbol,
              size: p.long ? p.size : p.size.neg(),
              entryPrice: p.entry,
              tp: null,
              sl: null,
              openedAt: new Date(0),
              updatedAt: new Date(0),
            }
            account.positions.set(p.symbol, position)
            return {
              symbol: p.symbol,
              side: p.long ? ('long' as const) : ('short' as const),
              size: p.size.toString(),
              entryPrice: p.entry.toString(),
              markPrice: '1',
              leverage: p.leverage,
            }
          })
          const wireOrders = orders.map((o, i) => {
            const order: Order = {
              id: i + 1,
              accountId: 1,
              clientOrderId: null,
              symbol: o.symbol,
              type: o.stop ? 'STOP_MARKET' : 'LIMIT',
              side: 'buy',
              tradeType: o.tradeType,
              price: o.stop ? null : o.price,
              stopPrice: o.stop ? o.price : null,
              size: o.size,
              tp: null,
              sl: null,
              status: 'NEW',
              reason: null,
              avgPrice: null,
              origin: 'trader',
              leverage: 1,
              createdAt: new Date(0),
              updatedAt: new Date(0),
            }
            account.addOrder(order)
            return {
              symbol: o.symbol,
              trade_type: o.tradeType,
              amount: o.size.toString(),
              limitPrice: order.price?.toString() ?? null,
              triggerPrice: order.stopPrice?.toString() ?? null,
            }
          })
          const market: Market = {
            pair,
            quote: (code): Quote | undefined => {
              const mark = markOf(code)
              return mark && { last: mark, mark, bid: mark, ask: mark }
            },
          }
          const engine = assetsView(figuresOf(account, market), D('9876.5'))
          const leverages = Object.fromEntries(symbols.map((s) => [s, defaultLeverage]))
          const web = accountFigures(
            {
              balance: balance.toString(),
              dailyBalance: '9876.5',
              positions: wirePositions,
              openOrders: wireOrders,
              leverages,
            },
            (s) => markOf(s)?.toString(),
          )
          const { currency: _, ...figures } = engine
          expect(web).toEqual(figures)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('prices a long and a short at the mark and shows cents half-even', () => {
    const long = {
      symbol: 'BTCUSDT',
      side: 'long' as const,
      size: '0.5',
      entryPrice: '60000',
      markPrice: '60000',
      leverage: 20,
    }
    expect(positionPnlText(long, '60100.25')).toBe('50.125')
    expect(positionPnlText({ ...long, side: 'short' }, '60100.25')).toBe('-50.125')
    expect(toCents('50.125')).toBe('50.12')
    expect(toCents('50.135')).toBe('50.14')
    const figures = accountFigures(
      {
        balance: '10000',
        dailyBalance: '10000',
        positions: [long],
        openOrders: [
          {
            symbol: 'ETHUSDT',
            trade_type: 'open',
            amount: '1',
            limitPrice: '3000',
            triggerPrice: null,
          },
        ],
        leverages: { ETHUSDT: 10 },
      },
      (s) => (s === 'BTCUSDT' ? '59000' : undefined),
    )
    // unrealized (59000 − 60000) × 0.5; margin 0.5 × 59000 / 20 + 3000 / 10
    expect(figures).toEqual({
      balance: '10000',
      equity: '9500',
      unrealized_pnl: '-500',
      margin: '1775',
      free_margin: '7725',
      daily_balance: '10000',
    })
  })
})
