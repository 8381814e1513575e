/** Seeds the ten pairs of trading.md (idempotent: only missing codes are inserted). */
import type { Clock } from '../clock.ts'
import type { Db } from '../db/client.ts'
import { coinPairs } from '../db/schema/index.ts'
import { catalogueSpec, PAIR_DEFAULTS, pairCatalogue } from './pair-catalogue.ts'

export async function seedCoinPairs(db: Db, clock: Clock): Promise<void> {
  const now = clock.now()
  const rows = pairCatalogue.map((entry, i) => {
    const spec = catalogueSpec(entry.code)
    return {
      code: entry.code,
      base: entry.base,
      quote: PAIR_DEFAULTS.quote,
      tickSize: entry.tickSize,
      stepSize: entry.stepSize,
      minNotional: PAIR_DEFAULTS.minNotional,
      makerFee: PAIR_DEFAULTS.makerFee,
      takerFee: PAIR_DEFAULTS.takerFee,
      priceOffsetPercent: PAIR_DEFAULTS.priceOffsetPercent,
      priceProtectionPercent: PAIR_DEFAULTS.priceProtectionPercent,
      brackets: spec.brackets.map((b) => ({
        notionalCap: b.notionalCap.toString(),
        maxLeverage: b.maxLeverage,
        mmr: b.mmr.toString(),
        cum: b.cum.toString(),
      })),
      simStartPrice: entry.startPrice,
      simVolatility: String(entry.volatility),
      sortOrder: i + 1,
      createdAt: now,
      updatedAt: now,
    }
  })
  await db.insert(coinPairs).values(rows).onConflictDoNothing({ target: coinPairs.code })
}
