/**
 * A position's TP/SL is judged against the last price only (trading.md),
 * so a long's stop moves to break-even or into profit. Hand-worked: a long
 * of 0.01 BTC bought at the ask 60 000.1; the market then trades at 61 000.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { fills, loadAccount, newCore, order, quote, T0 } from './support.ts'

function withPosition(side: 'buy' | 'sell') {
  const core = newCore()
  loadAccount(core)
  core.tick('BTCUSDT', quote('60000', { bid: '59999.9', ask: '60000.1' }), T0)
  const placed = core.place(1, order('BTCUSDT', 'MARKET', side, '0.01'), T0)
  if (!placed.ok) throw new Error(placed.rejection.message)
  const position = [...core.account(1).positions.values()][0]
  if (!position) throw new Error('no position')
  return { core, position }
}

const set = (core: ReturnType<typeof newCore>, id: number, tp: string | null, sl: string | null) =>
  core.setPositionTpsl(1, id, tp ? D(tp) : null, sl ? D(sl) : null, T0)

describe("a long's TP/SL against the last price", () => {
  it('sets one alone and keeps the other (undefined keeps, null removes); only the one sent is judged', () => {
    const { core, position } = withPosition('buy')
    core.tick('BTCUSDT', quote('61000'), T0)
    expect(set(core, position.id, '62000', '60000').ok).toBe(true)
    const tpOnly = core.setPositionTpsl(1, position.id, D(63000), undefined, T0)
    expect(tpOnly.ok && [tpOnly.value.tp?.toString(), tpOnly.value.sl?.toString()]).toEqual([
      '63000',
      '60000',
    ])
    const slOnly = core.setPositionTpsl(1, position.id, undefined, D(60500), T0)
    expect(slOnly.ok && [slOnly.value.tp?.toString(), slOnly.value.sl?.toString()]).toEqual([
      '63000',
      '60500',
    ])
    const removed = core.setPositionTpsl(1, position.id, undefined, null, T0)
    expect(removed.ok && [removed.value.tp?.toString(), removed.value.sl]).toEqual(['63000', null])
    // A stop-loss above the last price (61 000) is refused; the kept TP is not re-judged.
    const wrong = core.setPositionTpsl(1, position.id, undefined, D(61500), T0)
    expect(!wrong.ok && wrong.rejection.code).toBe('position_sl_long')
    expect(core.account(1).positions.get('BTCUSDT')).toMatchObject({ sl: null })
    expect(core.account(1).positions.get('BTCUSDT')?.tp?.toString()).toBe('63000')
  })

  it('moves the stop to break-even (the entry 60 000.1) and into profit (60 500) at last 61 000', () => {
    const { core, position } = withPosition('buy')
    expect(position.entryPrice.toString()).toBe('60000.1')
    core.tick('BTCUSDT', quote('61000'), T0)
    const breakEven = set(core, position.id, null, '60000.1')
    expect(breakEven.ok).toBe(true)
    const inProfit = set(core, position.id, '62000', '60500')
    expect(inProfit.ok && inProfit.value.sl?.toString()).toBe('60500')
    expect(inProfit.ok && inProfit.value.tp?.toString()).toBe('62000')
  })

  it('refuses a stop at or above the last price, naming it, not the entry', () => {
    const { core, position } = withPosition('buy')
    core.tick('BTCUSDT', quote('61000'), T0)
    const atLast = set(core, position.id, null, '61000')
    expect(!atLast.ok && atLast.rejection.field).toBe('sl')
    expect(!atLast.ok && atLast.rejection.message).toBe(
      'Stop loss of a long must be below the last price ({last}).',
    )
    expect(!atLast.ok && atLast.rejection.params).toEqual({ last: '61000' })
  })

  it('refuses a take profit below the last price even when it is above the entry', () => {
    const { core, position } = withPosition('buy')
    core.tick('BTCUSDT', quote('61000'), T0)
    const result = set(core, position.id, '60900', null)
    expect(!result.ok && result.rejection.code).toBe('position_tp_long')
  })

  it('the stop moved into profit closes the long at market when the last price falls to it', () => {
    const { core, position } = withPosition('buy')
    core.tick('BTCUSDT', quote('61000'), T0)
    expect(set(core, position.id, null, '60500').ok).toBe(true)
    expect(fills(core.tick('BTCUSDT', quote('60500.1'), T0))).toHaveLength(0)
    const closing = fills(core.tick('BTCUSDT', quote('60500', { bid: '60499.9' }), T0))
    // Sold at the bid 60 499.9: realised (60 499.9 − 60 000.1) × 0.01 = 4.998
    expect(closing[0]?.price.toString()).toBe('60499.9')
    expect(closing[0]?.realizedPnl.toString()).toBe('4.998')
    expect(core.account(1).positions.size).toBe(0)
  })
})

describe("a short's TP/SL against the last price", () => {
  it('sold at the bid 59 999.9, market at 59 000: a stop at 59 500 (in profit) stands, one at 59 000 does not', () => {
    const { core, position } = withPosition('sell')
    expect(position.entryPrice.toString()).toBe('59999.9')
    core.tick('BTCUSDT', quote('59000'), T0)
    expect(set(core, position.id, '58000', '59500').ok).toBe(true)
    const atLast = set(core, position.id, null, '59000')
    expect(!atLast.ok && atLast.rejection.code).toBe('position_sl_short')
    const tpAbove = set(core, position.id, '59100', null)
    expect(!tpAbove.ok && tpAbove.rejection.code).toBe('position_tp_short')
  })
})

describe('setting a position TP/SL: who may, which position, what fires afterwards', () => {
  const T1 = new Date('2026-03-01T10:05:00Z')

  it('an account that is not active is refused with its status, and no TP is set', () => {
    // trading.md: "account not active" is a rejection; nothing changes.
    for (const [status, code] of [
      ['failed', 'account_failed'],
      ['expired', 'account_expired'],
      ['pending', 'account_inactive'],
    ] as const) {
      const { core, position } = withPosition('buy')
      core.tick('BTCUSDT', quote('61000'), T0)
      core.setStatus(1, status)
      const result = set(core, position.id, '62000', null)
      expect(!result.ok && [result.rejection.code, result.rejection.field]).toEqual([
        code,
        'account',
      ])
      expect(core.account(1).positions.get('BTCUSDT')?.tp).toBeNull()
    }
  })

  it('an id that is no open position of the account is refused as position_not_found', () => {
    const { core, position } = withPosition('buy')
    core.tick('BTCUSDT', quote('61000'), T0)
    const result = set(core, position.id + 100, '62000', null)
    expect(!result.ok && result.rejection).toMatchObject({
      code: 'position_not_found',
      field: 'positionId',
      message: 'Position not found.',
    })
    expect(core.account(1).positions.get('BTCUSDT')?.tp).toBeNull()
  })

  it('sets the TP of the position named by its id, not of the first one held', () => {
    // A long 0.01 BTC, then a long 0.1 ETH bought at 3 000 (notional 300 ≥ 5).
    const { core } = withPosition('buy')
    core.tick('ETHUSDT', quote('3000'), T0)
    const eth = core.place(1, order('ETHUSDT', 'MARKET', 'buy', '0.1'), T0)
    if (!eth.ok) throw new Error(eth.rejection.message)
    const ethPosition = core.account(1).positions.get('ETHUSDT')
    if (!ethPosition) throw new Error('no ETH position')
    // ETH's TP 3 100 is above its last 3 000; BTC's last 60 000 would refuse it.
    const result = set(core, ethPosition.id, '3100', null)
    expect(result.ok && [result.value.symbol, result.value.tp?.toString()]).toEqual([
      'ETHUSDT',
      '3100',
    ])
    expect(core.account(1).positions.get('BTCUSDT')?.tp).toBeNull()
    expect(core.account(1).positions.get('ETHUSDT')?.tp?.toString()).toBe('3100')
  })

  it('stamps the change time and reports the position, still open, as an event', () => {
    const { core, position } = withPosition('buy')
    core.tick('BTCUSDT', quote('61000'), T0)
    const result = core.setPositionTpsl(1, position.id, D(62000), D(60000), T1)
    if (!result.ok) throw new Error(result.rejection.message)
    expect(result.value.updatedAt).toEqual(T1)
    expect(core.account(1).positions.get('BTCUSDT')?.updatedAt).toEqual(T1)
    expect(
      result.events.map((e) =>
        e.kind === 'position'
          ? [
              e.kind,
              e.accountId,
              e.symbol,
              e.closed,
              e.position.id,
              String(e.position.tp),
              String(e.position.sl),
            ]
          : [e.kind],
      ),
    ).toEqual([['position', 1, 'BTCUSDT', false, position.id, '62000', '60000']])
    // What is returned and reported are copies: changing them changes nothing held.
    result.value.tp = null
    expect(core.account(1).positions.get('BTCUSDT')?.tp?.toString()).toBe('62000')
  })

  it('a changed TP fires at its new price only, and a removed SL no longer fires', () => {
    const { core, position } = withPosition('buy')
    core.tick('BTCUSDT', quote('61000'), T0)
    expect(set(core, position.id, '62000', '60000').ok).toBe(true)
    expect(set(core, position.id, '63000', null).ok).toBe(true)
    // The old TP 62 000 and the removed SL 60 000 are passed: nothing closes.
    expect(fills(core.tick('BTCUSDT', quote('62000'), T1))).toHaveLength(0)
    expect(fills(core.tick('BTCUSDT', quote('60000'), T1))).toHaveLength(0)
    // The new TP: the last price rising to 63 000 sells the 0.01 at the bid 63 000,
    // realised (63 000 − 60 000.1) × 0.01 = 29.999.
    const closing = fills(core.tick('BTCUSDT', quote('63000'), T1))
    expect(
      closing.map((f) => [f.side, f.origin, f.price.toString(), f.realizedPnl.toString()]),
    ).toEqual([['sell', 'take_profit', '63000', '29.999']])
    expect(core.account(1).positions.size).toBe(0)
  })

  it('a refused change leaves the TP/SL that stood, and it still fires', () => {
    const { core, position } = withPosition('buy')
    core.tick('BTCUSDT', quote('61000'), T0)
    expect(set(core, position.id, '62000', '60000').ok).toBe(true)
    // A TP of 60 900 is below the last 61 000: refused, with its SL 59 000 beside it.
    const refused = set(core, position.id, '60900', '59000')
    expect(!refused.ok && refused.rejection.code).toBe('position_tp_long')
    const held = core.account(1).positions.get('BTCUSDT')
    expect([held?.tp?.toString(), held?.sl?.toString()]).toEqual(['62000', '60000'])
    // The standing SL 60 000 fires as the last falls to it: sold at the bid 60 000.
    const closing = fills(core.tick('BTCUSDT', quote('60000'), T1))
    expect(closing.map((f) => [f.origin, f.price.toString()])).toEqual([['stop_loss', '60000']])
  })
})
