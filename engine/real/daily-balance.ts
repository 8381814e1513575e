/**
 * A withdrawal is not a trading loss: the daily starting balance moves
 * with it, so the daily drawdown floor (daily balance − 5 % of initial)
 * does not breach an account for paying out its profit. Lowered before
 * the debit (the core then watches the lower floor), raised after a
 * rejected request's money is back. The end-of-day high a trailing total
 * drawdown follows moves with it too (decision 566): paying out the profit
 * never puts the equity at the trailing floor.
 */
import { eq, sql } from 'drizzle-orm'
import type { Decimal } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import { tradingAccounts } from '../db/schema/index.ts'

export async function shiftDailyBalance(
  ctx: EngineContext,
  accountId: number,
  by: Decimal,
): Promise<void> {
  await ctx.db
    .update(tradingAccounts)
    .set({
      dailyBalance: sql`${tradingAccounts.dailyBalance} + ${by.toString()}::numeric`,
      highBalance: sql`${tradingAccounts.highBalance} + ${by.toString()}::numeric`,
    })
    .where(eq(tradingAccounts.id, accountId))
  await ctx.trading.refreshThresholds(accountId)
}
