/**
 * trading.md's cross liquidation price, LP = (WB − TMM1 + UPNL1 + cum −
 * side·|q|·E) / (|q|·MMR − side·|q|), taking the bracket whose range holds
 * |q|·LP, and the price at which equity meets a threshold. Worked by hand
 * with BTCUSDT's brackets (≤ 50 000: MMR 0.4 %, cum 0; ≤ 600 000: 0.5 %, 50).
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { liquidationPrice, thresholdPrice } from '../../../../../engine/core/trading/liquidation.ts'
import type { Bracket } from '../../../../../engine/core/trading/types.ts'
import { catalogueSpec } from '../../../../../engine/market/pair-catalogue.ts'
import { newCore, quote, T0 } from './support.ts'

const btc = catalogueSpec('BTCUSDT').brackets
const wallet = (balance: number, otherMaintenance = 0, otherUnrealized = 0) => ({
  balance: D(balance),
  otherMaintenance: D(otherMaintenance),
  otherUnrealized: D(otherUnrealized),
})
const bracket = (notionalCap: string, mmr: string, cum = '0'): Bracket => ({
  notionalCap: D(notionalCap),
  maxLeverage: 10,
  mmr: D(mmr),
  cum: D(cum),
})
const lp = (...args: Parameters<typeof liquidationPrice>) => liquidationPrice(...args)?.toString()

describe('liquidation price', () => {
  it("counts the account's other positions (cross margin)", () => {
    // (1 500 − 100 + 200 − 30 000) / (0.002 − 0.5) = 28 400 / 0.498 = 57 028.1124…
    expect(lp(wallet(1500, 100, 200), D('0.5'), D(60000), btc, 2)).toBe('57028.11')
  })

  it('uses the bracket whose range holds the notional at that price, long and short', () => {
    // long 2 at 60 000, WB 20 000: bracket 1 gives 100 000 / 1.992 = 50 200.8… (notional
    // 100 401.6, past 50 000); bracket 2: (20 000 + 50 − 120 000) / (0.01 − 2) = 50 226.1306…
    expect(lp(wallet(20000), D(2), D(60000), btc, 2)).toBe('50226.13')
    // short 2: (20 000 + 50 + 120 000) / (0.01 + 2) = 69 676.6169…
    expect(lp(wallet(20000), D(-2), D(60000), btc, 2)).toBe('69676.62')
  })

  it('takes the bracket whose cap the notional equals, not the next', () => {
    // long 1 at 100, WB 10, MMR 0: LP 90, notional exactly 90 = the first cap.
    // (The second bracket would answer (10 − 100) / (0.5 − 1) = 180.)
    expect(lp(wallet(10), D(1), D(100), [bracket('90', '0'), bracket('1000', '0.5')], 2)).toBe('90')
  })

  it("answers the first bracket's price beyond every cap", () => {
    // long 1 at 60 000, WB 10 000, MMR 1 %: 50 000 / 0.99 = 50 505.0505… (notional past 1 000)
    expect(lp(wallet(10000), D(1), D(60000), [bracket('1000', '0.01')], 2)).toBe('50505.05')
    // the same, but the balance covers any fall: negative, shown as "--"
    expect(lp(wallet(100000), D(1), D(60000), [bracket('1000', '0.01')], 2)).toBeUndefined()
  })

  it('skips a bracket whose rate makes the formula undefined', () => {
    // MMR 100 % on a long: |q|·MMR − |q| = 0; the next bracket answers 50 505.05
    const brackets = [bracket('1000', '1'), bracket('100000', '0.01')]
    expect(lp(wallet(10000), D(1), D(60000), brackets, 2)).toBe('50505.05')
  })

  it('rounds at the scale and in the direction asked, 12 places half-up by default', () => {
    // 28 500 / 0.498 = 57 228.915662650602409…
    const at = (...rest: [number?, ('half-up' | 'ceil' | 'floor')?]) =>
      lp(wallet(1500), D('0.5'), D(60000), btc, ...rest)
    expect(at()).toBe('57228.915662650602')
    expect(at(1)).toBe('57228.9')
    expect(at(1, 'ceil')).toBe('57229')
    expect(at(2, 'floor')).toBe('57228.91')
  })

  it('rounds a tie half-up by default', () => {
    // long 0.8 at 100, MMR 0, WB 0.0000000000012: LP = 100 − WB / 0.8 = 99.9999999999985
    const tie = { ...wallet(0), balance: D('0.0000000000012') }
    expect(lp(tie, D('0.8'), D(100), [bracket('1000', '0')])).toBe('99.999999999999')
  })

  it('is null when no bracket gives a price', () => {
    // MMR 100 % on a long in every bracket: the formula is undefined throughout
    expect(lp(wallet(10000), D(1), D(60000), [bracket('1000', '1')])).toBeUndefined()
  })

  it('is null for no position', () => {
    expect(liquidationPrice(wallet(1500), D(0), D(60000), btc)).toBeNull()
  })
})

describe('threshold price', () => {
  const account = (balance: number, otherUnrealized = 0) => ({
    balance: D(balance),
    otherUnrealized: D(otherUnrealized),
  })

  it('is the mark at which equity meets the line, long falling and short rising', () => {
    // m = E + (X − WB − U1) / q
    expect(thresholdPrice(account(1500), D('0.5'), D(60000), D(1000), 'ceil')?.toString()).toBe(
      '59000',
    )
    expect(thresholdPrice(account(1500), D('-0.5'), D(60000), D(1000), 'ceil')?.toString()).toBe(
      '61000',
    )
    // 60 000 + (1 000 − 1 500 − 200) / 0.5 = 58 600
    expect(
      thresholdPrice(account(1500, 200), D('0.5'), D(60000), D(1000), 'ceil')?.toString(),
    ).toBe('58600')
  })

  it('rounds the step at 12 places in the direction asked', () => {
    // −500 / 0.3 = −1 666.666…
    expect(thresholdPrice(account(1500), D('0.3'), D(60000), D(1000), 'ceil')?.toString()).toBe(
      '58333.333333333334',
    )
    expect(thresholdPrice(account(1500), D('0.3'), D(60000), D(1000), 'floor')?.toString()).toBe(
      '58333.333333333333',
    )
  })

  it('is null when the line can never be reached, or with no position', () => {
    // 60 000 + (0 − 50 000) / 0.5 = −40 000
    expect(thresholdPrice(account(50000), D('0.5'), D(60000), D(0), 'ceil')).toBeNull()
    // exactly 0 is not a price either: 60 000 + (0 − 30 000) / 0.5 = 0
    expect(thresholdPrice(account(30000), D('0.5'), D(60000), D(0), 'ceil')).toBeNull()
    expect(thresholdPrice(account(1500), D(0), D(60000), D(1000), 'ceil')).toBeNull()
  })
})

describe("the core's displayed liquidation price", () => {
  function holding(balance: string, withQuote: boolean) {
    const core = newCore()
    core.load(
      {
        id: 1,
        userChallengeId: 1,
        status: 'active',
        initialBalance: D(balance),
        balance: D(balance),
        maxLeverage: 20,
        leverages: {},
        positions: [
          {
            id: 1,
            accountId: 1,
            symbol: 'BTCUSDT',
            size: D(1),
            entryPrice: D(60000),
            tp: null,
            sl: null,
            openedAt: T0,
            updatedAt: T0,
          },
        ],
        openOrders: [],
        thresholds: {},
      },
      T0,
    )
    if (withQuote) core.tick('BTCUSDT', quote('60000'), T0)
    return core
  }

  it('rounds half-up to the price precision', () => {
    // long 1 at 60 000, WB 59 003.99502: (59 003.99502 − 60 000) / (0.004 − 1) = 1 000.005
    expect(holding('59003.99502', true).liquidationPriceOf(1, 'BTCUSDT')?.toString()).toBe(
      '1000.01',
    )
  })

  it('is null without a position or before the pair has a price', () => {
    expect(holding('1000', false).liquidationPriceOf(1, 'BTCUSDT')).toBeNull()
    expect(holding('1000', true).liquidationPriceOf(1, 'ETHUSDT')).toBeNull()
  })
})
