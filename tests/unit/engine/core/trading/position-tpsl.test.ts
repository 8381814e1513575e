/**
 * Setting, changing and removing a position's TP/SL (trading.md "Orders").
 * The levels here are on the right side of both the entry and the last
 * price, so they hold whichever of the two the check judges against; the
 * judging rule itself is tested in tpsl-checks.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { D } from '../../../../../engine/core/decimal.ts'
import { fills, loadAccount, newCore, order, quote, T0 } from './support.ts'

const T1 = new Date('2026-03-01T11:00:00Z')

function withLong() {
  const core = newCore()
  loadAccount(core)
  core.tick('BTCUSDT', quote('60000'), T0)
  core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.01'), T0)
  // biome-ignore lint/style/noNonNullAssertion: just opened
  const position = core.account(1).positions.get('BTCUSDT')!
  return { core, id: position.id }
}

describe('position TP/SL', () => {
  it('sets both, reports the position, and closes it when the TP is reached', () => {
    const { core, id } = withLong()
    const set = core.setPositionTpsl(1, id, D(62000), D(58000), T1)
    if (!set.ok) throw new Error(set.rejection.code)
    expect(set.value).toMatchObject({ id, tp: D(62000), sl: D(58000), updatedAt: T1 })
    expect(set.events).toEqual([
      {
        kind: 'position',
        accountId: 1,
        symbol: 'BTCUSDT',
        position: set.value,
        closed: false,
      },
    ])
    expect(fills(core.tick('BTCUSDT', quote('61999.9'), T1))).toEqual([])
    expect(fills(core.tick('BTCUSDT', quote('62000'), T1))).toMatchObject([
      { side: 'sell', quantity: D('0.01') },
    ])
  })

  it('moves a level: only the new one fires', () => {
    const { core, id } = withLong()
    core.setPositionTpsl(1, id, null, D(58000), T1)
    core.setPositionTpsl(1, id, null, D(59000), T1)
    expect(fills(core.tick('BTCUSDT', quote('59000'), T1))).toMatchObject([{ side: 'sell' }])
    expect(core.account(1).positions.size).toBe(0)
  })

  it('moves a stop further away: the old level no longer fires', () => {
    const { core, id } = withLong()
    core.setPositionTpsl(1, id, null, D(59000), T1)
    core.setPositionTpsl(1, id, null, D(58000), T1)
    expect(core.state.book('BTCUSDT').size).toBe(1)
    expect(fills(core.tick('BTCUSDT', quote('58500'), T1))).toEqual([])
    expect(core.account(1).positions.size).toBe(1)
  })

  it('takes a lone TP out of the book when the position closes', () => {
    const { core, id } = withLong()
    core.setPositionTpsl(1, id, D(62000), null, T1)
    core.closeAll(1, 'BTCUSDT', T1)
    expect(core.state.book('BTCUSDT').size).toBe(0)
  })

  it('removes both: nothing fires', () => {
    const { core, id } = withLong()
    core.setPositionTpsl(1, id, D(62000), D(58000), T1)
    const cleared = core.setPositionTpsl(1, id, null, null, T1)
    expect(cleared.ok && cleared.value).toMatchObject({ tp: null, sl: null })
    expect(fills(core.tick('BTCUSDT', quote('62000'), T1))).toEqual([])
    expect(fills(core.tick('BTCUSDT', quote('57000'), T1))).toEqual([])
    expect(core.account(1).positions.size).toBe(1)
  })

  it('is refused for an unknown position or an inactive account, changing nothing', () => {
    const { core, id } = withLong()
    const unknown = core.setPositionTpsl(1, id + 1, D(62000), null, T1)
    expect(!unknown.ok && unknown.rejection).toMatchObject({
      code: 'position_not_found',
      field: 'positionId',
    })
    const offTick = core.setPositionTpsl(1, id, D('62000.05'), null, T1)
    expect(!offTick.ok && offTick.rejection.code).toBe('tp_tick')
    core.setStatus(1, 'expired')
    const closed = core.setPositionTpsl(1, id, D(62000), null, T1)
    expect(!closed.ok && closed.rejection.code).toBe('account_expired')
    expect(core.account(1).positions.get('BTCUSDT')).toMatchObject({ tp: null, sl: null })
  })
})
