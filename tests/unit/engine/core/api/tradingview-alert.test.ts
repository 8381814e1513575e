/**
 * A TradingView alert's message read as an order (core/api/tradingview-alert.ts):
 * the documented template as TradingView fills it, each way a message can be
 * wrong with the sentence the trader reads, and one order per alert id.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  alertClientOrderId,
  alertTexts,
  pairCodeOf,
  readAlert,
} from '../../../../../engine/core/api/tradingview-alert.ts'

const filled = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    alert_id: 'long-1700000000',
    account: 12,
    ticker: 'BTCUSDT.P',
    action: 'buy',
    contracts: '0.015',
    ...extra,
  })

describe('reading a TradingView alert', () => {
  it('the documented template, filled: a market order to open', () => {
    expect(readAlert(filled(), [12, 13])).toEqual({
      ok: true,
      order: {
        alertId: 'long-1700000000',
        account: 12,
        symbol: 'BTCUSDT',
        type: 'MARKET',
        side: 'buy',
        tradeType: 'open',
        size: '0.015',
        price: undefined,
        tp: undefined,
        sl: undefined,
        clientOrderId: alertClientOrderId('long-1700000000'),
      },
    })
  })

  it('a limit to close, with TP and SL, numbers as JSON numbers, the action in capitals', () => {
    const reading = readAlert(
      filled({
        type: 'LIMIT',
        trade_type: 'close',
        action: 'SELL',
        price: 61000.5,
        tp: '59000',
        sl: 62000,
        contracts: 2,
      }),
      [12],
    )
    expect(reading).toMatchObject({
      ok: true,
      order: {
        type: 'LIMIT',
        side: 'sell',
        tradeType: 'close',
        size: '2',
        price: '61000.5',
        tp: '59000',
        sl: '62000',
      },
    })
  })

  it('a key with one account may leave the account out; with several it may not', () => {
    expect(readAlert(filled({ account: undefined }), [7])).toMatchObject({
      ok: true,
      order: { account: 7 },
    })
    expect(readAlert(filled({ account: '' }), [7, 8])).toEqual({
      ok: false,
      refusal: { message: alertTexts.accountNeeded, params: {}, alertId: 'long-1700000000' },
    })
    expect(readAlert(filled({ account: '12' }), [12])).toMatchObject({ ok: true })
    for (const account of [99, '12x', -12, 1.5])
      expect(readAlert(filled({ account }), [12]), String(account)).toMatchObject({
        ok: false,
        refusal: { message: alertTexts.badAccount },
      })
  })

  it('a market alert’s price is the strategy’s fill, not a limit; a limit needs one', () => {
    expect(readAlert(filled({ price: '60000' }), [12])).toMatchObject({
      ok: true,
      order: { type: 'MARKET', price: undefined },
    })
    expect(readAlert(filled({ type: 'limit' }), [12])).toMatchObject({
      ok: false,
      refusal: { message: alertTexts.priceNeeded },
    })
  })

  it('says what is wrong, in words the trader can act on', () => {
    const cases: Array<[string, string, Record<string, string>]> = [
      ['buy BTCUSDT 0.01', alertTexts.notJson, {}],
      ['[1, 2]', alertTexts.notObject, {}],
      ['"text"', alertTexts.notObject, {}],
      [filled({ alert_id: undefined }), alertTexts.missing, { field: 'alert_id' }],
      [filled({ alert_id: 'x'.repeat(101) }), alertTexts.badAlertId, {}],
      [filled({ ticker: '' }), alertTexts.missing, { field: 'ticker' }],
      [filled({ ticker: 'BTC/USDT' }), alertTexts.badTicker, { value: 'BTC/USDT' }],
      [filled({ action: undefined }), alertTexts.missing, { field: 'action' }],
      [filled({ action: 'long' }), alertTexts.badAction, { value: 'long' }],
      [filled({ contracts: undefined }), alertTexts.missing, { field: 'contracts' }],
      [filled({ contracts: '0' }), alertTexts.badNumber, { field: 'contracts', value: '0' }],
      [filled({ contracts: '-1' }), alertTexts.badNumber, { field: 'contracts', value: '-1' }],
      [filled({ contracts: '1e-7' }), alertTexts.badNumber, { field: 'contracts', value: '1e-7' }],
      [filled({ type: 'stop' }), alertTexts.badType, { value: 'stop' }],
      [filled({ trade_type: 'reverse' }), alertTexts.badTradeType, { value: 'reverse' }],
      [filled({ tp: 'high' }), alertTexts.badNumber, { field: 'tp', value: 'high' }],
      [filled({ sl: true }), alertTexts.badNumber, { field: 'sl', value: 'boolean' }],
      [
        filled({ action: '{{strategy.order.action}}' }),
        alertTexts.unfilled,
        { field: 'action', value: '{{strategy.order.action}}' },
      ],
    ]
    for (const [body, message, params] of cases) {
      const reading = readAlert(body, [12])
      expect(reading.ok, body).toBe(false)
      if (!reading.ok) expect(reading.refusal, body).toMatchObject({ message, params })
    }
  })

  it('TradingView’s perpetual tickers are our pair codes', () => {
    expect(pairCodeOf('BTCUSDT.P')).toBe('BTCUSDT')
    expect(pairCodeOf('BINANCE:ethusdt.p')).toBe('ETHUSDT')
    expect(pairCodeOf('SOLUSDTPERP')).toBe('SOLUSDT')
    expect(pairCodeOf(' BTCUSDT ')).toBe('BTCUSDT')
  })

  it('one alert id is one client order id; two ids never share one (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 100 }),
        fc.string({ minLength: 1, maxLength: 100 }),
        (a, b) => {
          const id = alertClientOrderId(a)
          // What an order's client id may be (contract/trade.ts).
          expect(id).toMatch(/^[A-Za-z0-9_-]{1,40}$/)
          expect(alertClientOrderId(a)).toBe(id)
          if (a !== b) expect(alertClientOrderId(b)).not.toBe(id)
        },
      ),
    )
  })
})
