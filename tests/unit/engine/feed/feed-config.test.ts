/** MARKET_FEED, FEED_STALE_SECONDS and FEED_MAX_JUMP_PERCENT are validated at boot (decision 440). */
import { describe, expect, it } from 'vitest'
import { parseEngineConfig } from '../../../../engine/config.ts'

describe('market feed configuration', () => {
  it('takes simulated, manual, or live sources in order of preference', () => {
    expect(parseEngineConfig({}).MARKET_FEED).toEqual(['simulated'])
    expect(parseEngineConfig({ MARKET_FEED: 'manual' }).MARKET_FEED).toEqual(['manual'])
    expect(parseEngineConfig({ MARKET_FEED: 'binance' }).MARKET_FEED).toEqual(['binance'])
    expect(parseEngineConfig({ MARKET_FEED: 'binance, bybit' }).MARKET_FEED).toEqual([
      'binance',
      'bybit',
    ])
    expect(parseEngineConfig({ MARKET_FEED: 'bybit,binance' }).MARKET_FEED).toEqual([
      'bybit',
      'binance',
    ])
  })

  it('refuses unknown, repeated or mixed sources', () => {
    for (const bad of ['kraken', 'binance,binance', 'simulated,binance', 'manual,bybit', ''])
      expect(() => parseEngineConfig({ MARKET_FEED: bad })).toThrow(/MARKET_FEED/)
  })

  it('defaults to 10 s and 5 %, and refuses what is not a positive figure', () => {
    const config = parseEngineConfig({})
    expect(config.FEED_STALE_SECONDS).toBe(10)
    expect(config.FEED_MAX_JUMP_PERCENT).toBe('5')
    expect(parseEngineConfig({ FEED_MAX_JUMP_PERCENT: '2.5' }).FEED_MAX_JUMP_PERCENT).toBe('2.5')
    for (const bad of ['0', '-1', 'five', '1e3'])
      expect(() => parseEngineConfig({ FEED_MAX_JUMP_PERCENT: bad })).toThrow(
        /FEED_MAX_JUMP_PERCENT/,
      )
    expect(() => parseEngineConfig({ FEED_STALE_SECONDS: '0' })).toThrow(/FEED_STALE_SECONDS/)
  })
})
