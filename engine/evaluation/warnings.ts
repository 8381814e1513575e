/**
 * Drawdown warnings: a notification once per trading day per limit (the
 * primary key of evaluation_warnings keeps it to one even when two
 * crossings race). One statement, one round trip (decision 350), its text
 * fixed so it is prepared once and nothing is built per warning (decision
 * 360): each warning row is inserted unless already there, and its
 * notification is inserted from what that insert returned, so it exists
 * only when the warning is new.
 */
import { sql } from 'drizzle-orm'
import { channels } from '#contract/broadcasting.ts'
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import type { Warning } from '../core/evaluation/evaluate.ts'
import { limitsFor, ruleTerms } from '../core/evaluation/limits.ts'
import { resultRows } from '../db/client.ts'
import { pendingNotification } from '../notifications/notify.ts'
import { notificationRow } from '../trading/batch-rows.ts'
import type { TradingAccountRow, UserChallengeRow } from '../trading/threshold-policy.ts'
import { evaluationTexts as texts } from './texts.ts'

const SEND_WARNINGS = {
  sql: `with x as (
  select * from rows from (jsonb_to_recordset($1::text::jsonb) as (trading_account_id integer,
    rule text, day_key text, equity numeric, level numeric, user_id integer, type text, title text,
    body text, params jsonb, link text, data jsonb, created_at timestamptz)) with ordinality
),
w as (
  insert into evaluation_warnings (trading_account_id, rule, day_key, equity, level, created_at)
  select trading_account_id, rule, day_key, equity, level, created_at from x order by ordinality
  on conflict do nothing
  returning trading_account_id, rule
),
n as (
  insert into notifications (user_id, type, title, body, params, link, data, created_at)
  select x.user_id, x.type, x.title, x.body, x.params, x.link, x.data, x.created_at
  from x join w on w.trading_account_id = x.trading_account_id and w.rule = x.rule
  order by x.ordinality
  returning id, data->>'rule' as rule
)
select id, rule from n`,
  params: [sql.placeholder('warnings')],
}

/** Sends the warnings not yet sent this trading day; whether any was sent. */
export async function sendWarnings(
  ctx: EngineContext,
  account: TradingAccountRow,
  challenge: UserChallengeRow,
  warnings: Warning[],
): Promise<boolean> {
  if (warnings.length === 0) return false
  const byRule = new Map<string, ReturnType<typeof pendingNotification>>()
  const warningOf = new Map(warnings.map((w) => [w.rule, w]))
  const limits = limitsFor(challenge.rules, account.phase)
  // The program's words: a trailing total drawdown is named so.
  const trailing = ruleTerms(limits, 'total_drawdown')?.kind === 'trailing'
  const rows = warnings.map((w) => {
    const note = pendingNotification(ctx, {
      userId: challenge.userId,
      type: 'drawdown_warning',
      title: texts.warningTitle,
      body:
        w.rule === 'daily_drawdown'
          ? texts.warningDailyBody
          : trailing
            ? texts.warningTrailingBody
            : texts.warningTotalBody,
      params: {
        title: challenge.title,
        equity: D(w.equity).toString(),
        floor: D(w.floor).toString(),
        room: D(w.equity).sub(w.floor).toString(),
      },
      link: `/challenges/${challenge.id}`,
      data: { user_challenge_id: challenge.id, step_id: account.id, rule: w.rule },
    })
    byRule.set(w.rule, note)
    return {
      // The warning and its notification are stored at the same instant (created_at).
      ...notificationRow(note.values),
      trading_account_id: account.id,
      rule: w.rule,
      day_key: w.dayKey,
      equity: w.equity,
      level: w.level,
    }
  })
  const result = await ctx.db._.session
    .prepareQuery(SEND_WARNINGS, undefined, 'send_warnings', false)
    .execute({ warnings: JSON.stringify(rows) })
  const sent = resultRows<{ id: number | string; rule: string }>(result)
  for (const row of sent) {
    byRule.get(row.rule)?.publish(Number(row.id))
    const w = warningOf.get(row.rule as Warning['rule'])
    // Said in the terminal too, with the room left (decision 456).
    const terms = w && ruleTerms(limits, w.rule)
    if (w && terms)
      ctx.events.publish(channels.account(challenge.id), 'moment', {
        kind: 'warning',
        user_challenge_id: challenge.id,
        rule: w.rule,
        limit: D(terms.limit).toString(),
        drawdown_kind: terms.kind,
        equity: D(w.equity).toString(),
        floor: D(w.floor).toString(),
        room: D(w.equity).sub(w.floor).toString(),
      })
    ctx.metrics.warnings.labels(row.rule).inc()
  }
  return sent.length > 0
}
