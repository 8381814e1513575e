/**
 * The simulated market's candle history in whole ticks and steps: a walk
 * backwards from a price, folded into an interval, and only the candles an
 * interval keeps turned into Decimals. Prices are ticks × tick size and
 * volumes steps × step size, so the maximum of ticks is the maximum of
 * prices and a sum of steps is the sum of volumes: the candles are the ones
 * a walk in Decimals would give, without its garbage (tens of thousands of
 * short-lived Decimals a pair).
 */

import { D } from '#money/decimal.ts'
import type { Candle } from '../market/candles.ts'
import type { FeedPair } from './feed.ts'
import type { Prng } from './prng.ts'

const SECONDS_PER_YEAR = 365 * 86400

/** Candles as columns, oldest first: open time (seconds), prices in ticks, volume in steps. */
export interface TickCandles {
  length: number
  time: Float64Array
  open: Float64Array
  high: Float64Array
  low: Float64Array
  close: Float64Array
  volume: Float64Array
  /** For folded candles: the first and one-past-last source index (exact volume sums). */
  from?: Int32Array
  to?: Int32Array
  source?: TickCandles
}

function columns(length: number): TickCandles {
  return {
    length,
    time: new Float64Array(length),
    open: new Float64Array(length),
    high: new Float64Array(length),
    low: new Float64Array(length),
    close: new Float64Array(length),
    volume: new Float64Array(length),
  }
}

/** `count` candles of `seconds` each, the last opening at `lastOpen`, closing at `endTicks`. */
export function walkBack(
  rng: Prng,
  pair: FeedPair,
  endTicks: number,
  count: number,
  seconds: number,
  lastOpen: number,
): TickCandles {
  const out = columns(count)
  const subSteps = 6
  const sigma = pair.volatility * Math.sqrt(seconds / subSteps / SECONDS_PER_YEAR)
  const tick = Number(pair.tickSize.toString())
  const step = Number(pair.stepSize.toString())
  let ticks = endTicks
  for (let i = 0; i < count; i++) {
    const close = ticks
    let high = ticks
    let low = ticks
    for (let s = 0; s < subSteps; s++) {
      ticks = Math.max(10, ticks + Math.round(ticks * sigma * rng.normal()))
      high = Math.max(high, ticks)
      low = Math.min(low, ticks)
    }
    const notionalPerSecond = 2000 * Math.exp(rng.normal())
    const volumeSteps = Math.max(
      1,
      Math.round((notionalPerSecond * seconds) / (close * tick) / step),
    )
    const at = count - 1 - i // walked backwards, stored oldest first
    out.time[at] = lastOpen - i * seconds
    out.open[at] = ticks
    out.high[at] = high
    out.low[at] = low
    out.close[at] = close
    out.volume[at] = volumeSteps
  }
  return out
}

/**
 * The last `keep` candles of `seconds` each: `fine` folded into the
 * interval, preceded by `coarse` folded likewise where it opens before the
 * first fine one (hours before the two days of minutes).
 */
export function foldHistory(
  fine: TickCandles,
  coarse: TickCandles | undefined,
  seconds: number,
  keep: number,
): TickCandles[] {
  const folded = fold(fine, seconds)
  if (!coarse || (folded.length >= keep && folded.length > 0)) return [tail(folded, keep)]
  const before = fold(coarse, seconds, folded.length > 0 ? (folded.time[0] ?? 0) : 0)
  return [tail(before, keep - folded.length), folded]
}

/** Candles folded into `seconds`; with `before`, only those opening earlier. */
function fold(
  candles: TickCandles,
  seconds: number,
  before = Number.POSITIVE_INFINITY,
): TickCandles {
  const out = columns(candles.length)
  const from = new Int32Array(candles.length)
  const to = new Int32Array(candles.length)
  let n = 0
  for (let i = 0; i < candles.length; i++) {
    const t = candles.time[i] ?? 0
    const time = t - (t % seconds)
    if (n > 0 && out.time[n - 1] === time) {
      const last = n - 1
      out.high[last] = Math.max(out.high[last] ?? 0, candles.high[i] ?? 0)
      out.low[last] = Math.min(out.low[last] ?? 0, candles.low[i] ?? 0)
      out.close[last] = candles.close[i] ?? 0
      out.volume[last] = (out.volume[last] ?? 0) + (candles.volume[i] ?? 0)
      to[last] = i + 1
    } else {
      if (time >= before) break
      out.time[n] = time
      out.open[n] = candles.open[i] ?? 0
      out.high[n] = candles.high[i] ?? 0
      out.low[n] = candles.low[i] ?? 0
      out.close[n] = candles.close[i] ?? 0
      out.volume[n] = candles.volume[i] ?? 0
      from[n] = i
      to[n] = i + 1
      n++
    }
  }
  return { ...out, length: n, from, to, source: candles }
}

/** A view of the last `keep` candles (no copy). */
function tail(candles: TickCandles, keep: number): TickCandles {
  const start = Math.max(0, candles.length - Math.max(0, keep))
  const slice = (a: Float64Array) => a.subarray(start, candles.length)
  return {
    length: candles.length - start,
    time: slice(candles.time),
    open: slice(candles.open),
    high: slice(candles.high),
    low: slice(candles.low),
    close: slice(candles.close),
    volume: slice(candles.volume),
    from: candles.from?.subarray(start, candles.length),
    to: candles.to?.subarray(start, candles.length),
    source: candles.source,
  }
}

/** The candles in Decimals, oldest first; a volume past 2^53 steps is summed exactly in bigint. */
export function toCandles(parts: TickCandles[], pair: FeedPair): Candle[] {
  const out: Candle[] = []
  const price = (t: number) => D(t).mul(pair.tickSize)
  for (const c of parts) {
    for (let i = 0; i < c.length; i++) {
      let steps: number | bigint = c.volume[i] ?? 0
      if (!Number.isSafeInteger(steps) && c.source && c.from && c.to) {
        steps = 0n
        for (let j = c.from[i] ?? 0; j < (c.to[i] ?? 0); j++)
          steps += BigInt(c.source.volume[j] ?? 0)
      }
      out.push({
        time: c.time[i] ?? 0,
        open: price(c.open[i] ?? 0),
        high: price(c.high[i] ?? 0),
        low: price(c.low[i] ?? 0),
        close: price(c.close[i] ?? 0),
        volume: D(steps).mul(pair.stepSize),
      })
    }
  }
  return out
}
