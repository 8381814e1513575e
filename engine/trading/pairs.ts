/** The instruments as stored (coin_pairs) → the core's PairSpec and the feeds' FeedPair. */
import { asc } from 'drizzle-orm'
import { D } from '#money/decimal.ts'
import type { PairSpec } from '../core/trading/types.ts'
import type { Db } from '../db/client.ts'
import { coinPairs } from '../db/schema/index.ts'
import type { FeedPair } from '../feed/feed.ts'

export type CoinPairRow = typeof coinPairs.$inferSelect

export async function loadPairRows(db: Db): Promise<CoinPairRow[]> {
  return db.select().from(coinPairs).orderBy(asc(coinPairs.sortOrder), asc(coinPairs.code))
}

export function pairSpecOf(row: CoinPairRow): PairSpec {
  return {
    code: row.code,
    base: row.base,
    quote: row.quote,
    tickSize: D(row.tickSize),
    stepSize: D(row.stepSize),
    minNotional: D(row.minNotional),
    makerFee: D(row.makerFee),
    takerFee: D(row.takerFee),
    priceOffsetPercent: D(row.priceOffsetPercent),
    priceProtectionPercent: D(row.priceProtectionPercent),
    brackets: row.brackets.map((b) => ({
      notionalCap: D(b.notionalCap),
      maxLeverage: b.maxLeverage,
      mmr: D(b.mmr),
      cum: D(b.cum),
    })),
  }
}

export function feedPairOf(row: CoinPairRow): FeedPair {
  return {
    code: row.code,
    tickSize: D(row.tickSize),
    stepSize: D(row.stepSize),
    startPrice: D(row.simStartPrice),
    volatility: Number(row.simVolatility),
  }
}
