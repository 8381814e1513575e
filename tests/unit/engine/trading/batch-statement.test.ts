/**
 * The trading write's statement takes its column lists from the Drizzle
 * tables (engine/trading/batch-statement.ts), and the batch's rows
 * (batch-rows.ts) carry exactly those columns as keys: a column added to a
 * table or a row without the other fails here, not as a silent null in
 * the database. Rows come from a real core's events (an order that fills,
 * a leverage change, a trading day) and a real ending's rows.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import type { TradingEvent } from '../../../../engine/core/trading/types.ts'
import { notifications, orders } from '../../../../engine/db/schema/index.ts'
import { batchFor } from '../../../../engine/trading/batch-rows.ts'
import {
  SECTIONS,
  sectionColumns,
  WRITE_BATCH_SQL,
} from '../../../../engine/trading/batch-statement.ts'
import { loadAccount, newCore, order, quote, T0 } from '../core/trading/support.ts'

function tradingEvents(): TradingEvent[] {
  const core = newCore()
  loadAccount(core)
  core.tick('BTCUSDT', quote('60000'), T0)
  const events: TradingEvent[] = [...core.startDay(1, '2026-03-01', D('10000'))]
  const leverage = core.setLeverage(1, 'BTCUSDT', 10, T0)
  if (!leverage.ok) throw new Error(leverage.rejection.code)
  events.push(...leverage.events)
  const placed = core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.1', { tp: '61000' }), T0)
  if (!placed.ok) throw new Error(placed.rejection.code)
  events.push(...placed.events)
  return events
}

describe('the trading write statement', () => {
  const batch = batchFor(tradingEvents(), T0, {
    accounts: new Map([[1, { status: 'failed', endedAt: T0, breach: {}, updatedAt: T0 }]]),
    rows: {
      challenges: [{ id: 1, status: 'failed', endedAt: T0, updatedAt: T0 }],
      samples: [{ accountId: 1, at: T0, balance: '9997', equity: '9997' }],
      notifications: [
        {
          userId: 1,
          type: 'breach',
          title: 't',
          body: 'b',
          params: {},
          link: null,
          data: {},
          createdAt: T0,
        },
      ],
    },
  })

  it.each(Object.keys(SECTIONS) as Array<keyof typeof SECTIONS>)(
    '%s: the rows carry exactly the columns the statement writes',
    (section) => {
      const rows = batch?.[section] ?? []
      expect(rows.length).toBeGreaterThan(0)
      const written = SECTIONS[section].columns.map((c) => c.name).sort()
      for (const row of rows) expect(Object.keys(row).sort()).toEqual(written)
    },
  )

  it('names columns as the database does, typed as the table declares them', () => {
    const columns = Object.fromEntries(sectionColumns(orders).map((c) => [c.name, c.type]))
    expect(columns).toMatchObject({
      trading_account_id: 'integer',
      client_order_id: 'text',
      stop_price: 'numeric',
      created_at: 'timestamp with time zone',
    })
    // Left to their defaults: the identity and the read mark.
    expect(sectionColumns(notifications, ['id', 'readAt']).map((c) => c.name)).toEqual([
      'user_id',
      'type',
      'title',
      'body',
      'params',
      'link',
      'data',
      'created_at',
    ])
  })

  it('the statement inserts each section into its table, in the batch’s order where ids matter', () => {
    expect(WRITE_BATCH_SQL).toContain(
      'insert into ledger_entries (id, trading_account_id, type, amount, symbol, fill_id, created_at)',
    )
    expect(WRITE_BATCH_SQL).toContain(
      "from b, rows from (jsonb_to_recordset(b.doc->'fills') as (id integer, trading_account_id integer,",
    )
    expect(WRITE_BATCH_SQL).toContain(
      "from b, jsonb_to_recordset(b.doc->'samples') as x(trading_account_id integer, at timestamp with time zone, balance numeric, equity numeric)",
    )
    // Eight inserts; orders, fills, positions, ledger and notifications keep the batch’s order.
    expect(WRITE_BATCH_SQL.match(/insert into /g)).toHaveLength(8)
    expect(WRITE_BATCH_SQL.match(/with ordinality as x\n {2}order by x\.ordinality/g)).toHaveLength(
      5,
    )
  })
})
