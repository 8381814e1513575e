/**
 * The consistency rule's figure (decision 568): the largest net profit one
 * trading day of a step made, from its ledger (realized PnL less fees),
 * days cut at DAY_BOUNDARY_HOUR_UTC like every other trading day. A step
 * whose every day lost answers 0.
 */
import { sql } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { resultRows } from '../db/client.ts'

export async function bestDayProfit(ctx: EngineContext, accountId: number): Promise<string> {
  const shift = `${ctx.config.DAY_BOUNDARY_HOUR_UTC} hours`
  const result = await ctx.db.execute(sql`
    select coalesce(max(day_profit), 0)::text as best
      from (select sum(amount) as day_profit
              from ledger_entries
             where trading_account_id = ${accountId}
               and type in ('REALIZED_PNL', 'COMMISSION', 'LIQUIDATION')
             group by date_trunc('day', (created_at at time zone 'UTC') - ${shift}::interval)) as days`)
  const [row] = resultRows<{ best: string }>(result)
  const best = row?.best ?? '0'
  return best.startsWith('-') ? '0' : best
}
