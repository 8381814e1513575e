/**
 * The seeded instruments (trading.md): ten USDT perpetuals with Binance-like
 * tick and step sizes, 5 USDT minimum notional, 0.02 % maker / 0.05 %
 * taker, 5 % offset warning, 15 % price protection. BTCUSDT's brackets are
 * trading.md's; the others follow the same shape, each bracket's cum derived
 * from the one before (cumᵢ = cumᵢ₋₁ + capᵢ₋₁ × (mmrᵢ − mmrᵢ₋₁)).
 */
import { D } from '#money/decimal.ts'
import { bracketsWithCum } from '../core/trading/pair.ts'
import type { PairSpec } from '../core/trading/types.ts'

export interface CatalogueEntry {
  code: string
  base: string
  tickSize: string
  stepSize: string
  /** Where the simulated market starts, and its annualised volatility (fraction). */
  startPrice: string
  volatility: number
  brackets: Array<{ notionalCap: string; maxLeverage: number; mmr: string }>
}

const majors = (first: number) => [
  { notionalCap: '50000', maxLeverage: first, mmr: '0.004' },
  { notionalCap: '600000', maxLeverage: 100, mmr: '0.005' },
  { notionalCap: '3000000', maxLeverage: 75, mmr: '0.0065' },
  { notionalCap: '12000000', maxLeverage: 50, mmr: '0.01' },
]

const alts = [
  { notionalCap: '10000', maxLeverage: 75, mmr: '0.0065' },
  { notionalCap: '100000', maxLeverage: 50, mmr: '0.01' },
  { notionalCap: '500000', maxLeverage: 25, mmr: '0.02' },
  { notionalCap: '2000000', maxLeverage: 10, mmr: '0.05' },
]

export const pairCatalogue: CatalogueEntry[] = [
  {
    code: 'BTCUSDT',
    base: 'BTC',
    tickSize: '0.1',
    stepSize: '0.001',
    startPrice: '97000',
    volatility: 0.5,
    brackets: majors(125),
  },
  {
    code: 'ETHUSDT',
    base: 'ETH',
    tickSize: '0.01',
    stepSize: '0.001',
    startPrice: '3400',
    volatility: 0.65,
    brackets: majors(125).map((b, i) => ({ ...b, maxLeverage: [100, 75, 50, 25][i] ?? 25 })),
  },
  {
    code: 'SOLUSDT',
    base: 'SOL',
    tickSize: '0.01',
    stepSize: '0.01',
    startPrice: '190',
    volatility: 0.9,
    brackets: alts,
  },
  {
    code: 'BNBUSDT',
    base: 'BNB',
    tickSize: '0.01',
    stepSize: '0.01',
    startPrice: '650',
    volatility: 0.6,
    brackets: alts,
  },
  {
    code: 'XRPUSDT',
    base: 'XRP',
    tickSize: '0.0001',
    stepSize: '0.1',
    startPrice: '2.3',
    volatility: 0.9,
    brackets: alts,
  },
  {
    code: 'DOGEUSDT',
    base: 'DOGE',
    tickSize: '0.00001',
    stepSize: '1',
    startPrice: '0.38',
    volatility: 1.0,
    brackets: alts,
  },
  {
    code: 'ADAUSDT',
    base: 'ADA',
    tickSize: '0.0001',
    stepSize: '1',
    startPrice: '0.95',
    volatility: 0.95,
    brackets: alts,
  },
  {
    code: 'AVAXUSDT',
    base: 'AVAX',
    tickSize: '0.001',
    stepSize: '0.1',
    startPrice: '38',
    volatility: 1.0,
    brackets: alts,
  },
  {
    code: 'LINKUSDT',
    base: 'LINK',
    tickSize: '0.001',
    stepSize: '0.01',
    startPrice: '22',
    volatility: 0.95,
    brackets: alts,
  },
  {
    code: 'LTCUSDT',
    base: 'LTC',
    tickSize: '0.01',
    stepSize: '0.001',
    startPrice: '100',
    volatility: 0.8,
    brackets: alts,
  },
]

export const PAIR_DEFAULTS = {
  quote: 'USDT',
  minNotional: '5',
  makerFee: '0.0002',
  takerFee: '0.0005',
  priceOffsetPercent: '5',
  priceProtectionPercent: '15',
} as const

/** A catalogue entry as the core's PairSpec (tests and the seeder use it). */
export function catalogueSpec(code: string): PairSpec {
  const entry = pairCatalogue.find((p) => p.code === code)
  if (!entry) throw new RangeError(`no catalogue entry ${code}`)
  return {
    code: entry.code,
    base: entry.base,
    quote: PAIR_DEFAULTS.quote,
    tickSize: D(entry.tickSize),
    stepSize: D(entry.stepSize),
    minNotional: D(PAIR_DEFAULTS.minNotional),
    makerFee: D(PAIR_DEFAULTS.makerFee),
    takerFee: D(PAIR_DEFAULTS.takerFee),
    priceOffsetPercent: D(PAIR_DEFAULTS.priceOffsetPercent),
    priceProtectionPercent: D(PAIR_DEFAULTS.priceProtectionPercent),
    brackets: bracketsWithCum(entry.brackets),
  }
}
