/**
 * The risk index finds every account a tick crosses: after any sequence of
 * ticks, each account's reported thresholds are exactly those its equity
 * is at or below, and no account is left at or below its maintenance
 * margin, whether it holds one pair (reached only through the index) or
 * several (revalued on each tick of a pair it holds). (fast-check)
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { figuresOf } from '../../../../../engine/core/trading/account-state.ts'
import { loadAccount, newCore, order, T0 } from './support.ts'

const tick = fc.record({
  symbol: fc.constantFrom('BTCUSDT', 'ETHUSDT'),
  /** Per mille of the start price. */
  move: fc.integer({ min: -150, max: 150 }),
})

const START = { BTCUSDT: 60000, ETHUSDT: 3000 } as const

describe('risk index (property)', () => {
  it('reports exactly the crossed thresholds and leaves nobody under maintenance', () => {
    fc.assert(
      fc.property(
        fc.array(tick, { minLength: 1, maxLength: 80 }),
        fc.array(fc.integer({ min: 9000, max: 10400 }), { minLength: 6, maxLength: 6 }),
        (ticks, levels) => {
          const core = newCore()
          for (const [symbol, price] of Object.entries(START)) {
            const p = D(price)
            core.tick(symbol, { last: p, mark: p, bid: p, ask: p }, T0)
          }
          // 1–2: BTC only (long, short); 3–4: ETH only; 5–6: both pairs.
          const holdings: Array<Array<[string, 'buy' | 'sell', string]>> = [
            [['BTCUSDT', 'buy', '2']],
            [['BTCUSDT', 'sell', '2']],
            [['ETHUSDT', 'buy', '30']],
            [['ETHUSDT', 'sell', '30']],
            [
              ['BTCUSDT', 'buy', '1.5'],
              ['ETHUSDT', 'sell', '20'],
            ],
            [
              ['BTCUSDT', 'sell', '1'],
              ['ETHUSDT', 'buy', '25'],
            ],
          ]
          holdings.forEach((list, i) => {
            const id = i + 1
            loadAccount(core, id, '10000')
            for (const [symbol, side, size] of list) {
              const placed = core.place(id, order(symbol, 'MARKET', side, size), T0)
              expect(placed.ok).toBe(true)
            }
            const level = levels[i] ?? 9500
            core.setThresholds(id, { floor: D(level), warning: D(level + 200) }, T0)
          })
          let time = T0.getTime()
          for (const t of ticks) {
            time += 1000
            const p = D(Math.round(START[t.symbol as keyof typeof START] * (1000 + t.move))).div(
              1000,
              2,
            )
            core.tick(t.symbol, { last: p, mark: p, bid: p, ask: p }, new Date(time))
            for (let id = 1; id <= holdings.length; id++) {
              const account = core.account(id)
              const figures = figuresOf(account, core.state)
              if (account.positions.size > 0)
                expect(figures.equity.gt(figures.maintenance)).toBe(true)
              for (const [name, value] of account.thresholds) {
                expect(account.crossed.has(name)).toBe(figures.equity.lte(value))
              }
            }
          }
        },
      ),
      { numRuns: 200 },
    )
  })
})
