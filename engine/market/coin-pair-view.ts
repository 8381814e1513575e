/** A stored pair with its live ticker, as the contract's coinPair. */
import type { CoinPair } from '#contract/coin-pairs.ts'
import { D } from '#money/decimal.ts'
import type { CoinPairRow } from '../trading/pairs.ts'
import type { MarketData } from './market-data.ts'

export function coinPairView(row: CoinPairRow, market: MarketData): CoinPair {
  const s = (v: string) => D(v).toString()
  return {
    code: row.code,
    base: row.base,
    quote: row.quote,
    tick_size: s(row.tickSize),
    step_size: s(row.stepSize),
    min_notional: s(row.minNotional),
    maker_fee: s(row.makerFee),
    taker_fee: s(row.takerFee),
    price_offset_percent: s(row.priceOffsetPercent),
    price_protection_percent: s(row.priceProtectionPercent),
    brackets: row.brackets.map((b) => ({
      notional_cap: s(b.notionalCap),
      max_leverage: b.maxLeverage,
      mmr: s(b.mmr),
      cum: s(b.cum),
    })),
    ticker: market.ticker(row.code),
    halted: market.isHalted(row.code),
  }
}
