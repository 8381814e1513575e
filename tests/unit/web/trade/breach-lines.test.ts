/** The terminal's use of the breach prices and its price texts (decision 455). */
import { afterEach, describe, expect, it } from 'vitest'
import { getLocale, overwriteGetLocale } from '~/paraglide/runtime'
import type { AccountInputs } from '../../../../app/lib/trade/account-figures'
import { positionMarginText } from '../../../../app/lib/trade/account-figures'
import { breachPrices, firstBreach, stopBeyondBreach } from '../../../../app/lib/trade/breach-lines'
import { liquidationText, priceText, tickDecimals } from '../../../../app/lib/trade/format'

const inputs: AccountInputs = {
  balance: '9985',
  dailyBalance: '10000',
  positions: [
    {
      symbol: 'BTCUSDT',
      side: 'long',
      size: '0.5',
      entryPrice: '60000',
      markPrice: '60000',
      leverage: 10,
    },
  ],
  openOrders: [],
  leverages: {},
}

describe('breach lines in the terminal', () => {
  it('0.5 BTC long at 60 000 after a 15 USDT fee: daily 59 030, total 58 030', () => {
    const prices = breachPrices(
      inputs,
      { daily_floor: '9500', total_floor: '9000' },
      'BTCUSDT',
      '0.1',
      () => undefined,
    )
    expect(prices).toEqual({ daily: '59030', total: '58030' })
    expect(firstBreach('long', prices)).toBe('59030')
    expect(firstBreach('short', { daily: '3250', total: '3500' })).toBe('3250')
  })

  it('warns of a stop at or beyond the first breach price only', () => {
    const prices = { daily: '59030', total: '58030' }
    expect(stopBeyondBreach('long', '59000', prices)).toBe('59030')
    expect(stopBeyondBreach('long', '59030', prices)).toBe('59030')
    expect(stopBeyondBreach('long', '59500', prices)).toBeNull()
    expect(stopBeyondBreach('short', '3300', { daily: '3250', total: '3500' })).toBe('3250')
    expect(stopBeyondBreach('short', '3200', { daily: '3250', total: '3500' })).toBeNull()
    expect(stopBeyondBreach('long', '1', { daily: null, total: null })).toBeNull()
  })

  it('margin at the mark: 0.5 BTC at 10x with the mark at 61 500 is 3 075', () => {
    expect(positionMarginText(inputs.positions[0] as never, '61500')).toBe('3075')
    expect(positionMarginText(inputs.positions[0] as never, '59700')).toBe('2985')
  })

  const pageLocale = getLocale
  afterEach(() => overwriteGetLocale(pageLocale))

  // Figures follow the page's language (decision 421): these are the English page's.
  it('prices at the tick, liquidation at two decimals at least (decision 122)', () => {
    overwriteGetLocale(() => 'en')
    expect(tickDecimals('0.1')).toBe(1)
    expect(tickDecimals('0.010')).toBe(2)
    expect(tickDecimals('1')).toBe(0)
    expect(priceText('60166.6666666667', '0.1')).toBe('60,166.7')
    expect(priceText('61000', '0.1')).toBe('61,000.0')
    expect(liquidationText('8021.9', '0.01')).toBe('8,021.90')
    expect(liquidationText('57228.9213', '0.1')).toBe('57,228.92')
    expect(priceText(null, '0.1')).toBe('--')
  })
})
