/**
 * Drawdown warnings: a notification once per trading day per limit (the
 * primary key of evaluation_warnings keeps it to one even when two
 * crossings race). One statement, one round trip (decision 350): each
 * warning row is inserted unless already there, and its notification is
 * inserted from what that insert returned, so it exists only when the
 * warning is new.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { D } from '../core/decimal.ts'
import type { Warning } from '../core/evaluation/evaluate.ts'
import { evaluationWarnings } from '../db/schema/index.ts'
import { notificationStatement } from '../notifications/notify.ts'
import type { TradingAccountRow, UserChallengeRow } from '../trading/threshold-policy.ts'
import { evaluationTexts as texts } from './texts.ts'

/** Sends the warnings not yet sent this trading day; whether any was sent. */
export async function sendWarnings(
  ctx: EngineContext,
  account: TradingAccountRow,
  challenge: UserChallengeRow,
  warnings: Warning[],
): Promise<boolean> {
  if (warnings.length === 0) return false
  const now = ctx.clock.now()
  const parts: SQL[] = []
  const picks: SQL[] = []
  const notes = warnings.map((w, i) => {
    const note = notificationStatement(ctx, {
      userId: challenge.userId,
      type: 'drawdown_warning',
      title: texts.warningTitle,
      body: w.rule === 'daily_drawdown' ? texts.warningDailyBody : texts.warningTotalBody,
      params: {
        title: challenge.title,
        equity: D(w.equity).toString(),
        floor: D(w.floor).toString(),
      },
      link: `/challenges/${challenge.id}`,
      data: { user_challenge_id: challenge.id, step_id: account.id, rule: w.rule },
    })
    const warning = ctx.db
      .insert(evaluationWarnings)
      .values({
        tradingAccountId: account.id,
        rule: w.rule,
        dayKey: w.dayKey,
        equity: w.equity,
        level: w.level,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ rule: evaluationWarnings.rule })
    const v = note.values
    const [sent, noted] = [sql.raw(`w${i}`), sql.raw(`n${i}`)]
    parts.push(sql`${sent} as (${warning.getSQL()})`)
    // One row from the warning's insert (none when it was already sent): one notification.
    parts.push(sql`${noted} as (
      insert into notifications (user_id, type, title, body, params, link, data, created_at)
      select ${v.userId}::integer, ${v.type}, ${v.title}, ${v.body}, ${JSON.stringify(v.params)}::jsonb,
        ${v.link}, ${JSON.stringify(v.data)}::jsonb, ${v.createdAt.toISOString()}::timestamptz
      from ${sent} returning id)`)
    picks.push(sql`select ${i}::integer as warning, id from ${noted}`)
    return note
  })
  const result = await ctx.db.execute(
    sql`with ${sql.join(parts, sql`, `)} ${sql.join(picks, sql` union all `)}`,
  )
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    warning: number
    id: number
  }>
  for (const row of rows) notes[Number(row.warning)]?.publish(Number(row.id))
  return rows.length > 0
}
