/**
 * The account's moments said where the trader looks (decision 456): the
 * 80 % warning with the room left, a step passed and the next one's
 * balance, and a breach with its rule, the equity, the floor and a link to
 * the breach report. Each drawdown rule is named in the program's words
 * (its percent, and a total floor's kind: static or trailing). Live from the
 * account channel's `moment` events; a failed account shows its breach
 * from the snapshot after a reload too.
 */
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { AccountMoment } from '#contract/broadcasting.ts'
import type { DrawdownKind } from '#contract/challenges.ts'
import { formatPercent } from '~/lib/challenges/format'
import { totalDrawdownText } from '~/lib/challenges/program-rules'
import { formatLimit, formatMoney, localDigits } from '~/lib/format'
import { liveChannels } from '~/lib/live/live-channels'
import { useLiveChannel } from '~/lib/live/use-live-channel'
import { userChallengeKeys } from '~/lib/queries/user-challenges'
import { showToast } from '~/lib/toast'
import { m } from '~/paraglide/messages'

type Told = Extract<AccountMoment, { kind: 'warning' | 'passed' }>

export interface BreachFacts {
  rule: 'daily_drawdown' | 'total_drawdown' | 'time_limit' | 'liquidation'
  equity: string
  floor: string | null
  /** The rule in the program's words: its limit in percent and its kind; absent before programs. */
  limit?: string | null
  drawdown_kind?: DrawdownKind | null
}

/**
 * Amounts in these sentences are money as every page shows it (decision
 * 421): amount and unit together, which in Persian is one left-to-right
 * isolate "USDT ۸۹٫۶۲", so the unit cannot drift to the far side of the
 * amount as a separate "USDT" in the sentence did. The room left is a
 * limit the trader acts on: cut, like free margin (decision 556).
 */
const money = (value: string) => formatMoney(value)

/**
 * The drawdown rule as the program words it (issue 32), as the breach
 * report and the buy page do: the daily limit "5%", the total one "10%
 * (trailing the highest end-of-day balance)"; null for a moment sent before
 * programs (the sentence then names the rule without its figure).
 */
function ruleLimit(
  rule: 'daily_drawdown' | 'total_drawdown',
  limit: string | null | undefined,
  kind: DrawdownKind | null | undefined,
): string | null {
  if (limit === null || limit === undefined) return null
  return rule === 'daily_drawdown'
    ? formatPercent(limit)
    : totalDrawdownText(limit, kind ?? 'static')
}

export function momentText(moment: Told): string {
  if (moment.kind === 'warning') {
    const room = formatLimit(moment.room)
    const limit = ruleLimit(moment.rule, moment.limit, moment.drawdown_kind)
    if (moment.rule === 'daily_drawdown')
      return limit === null
        ? m.trade_moment_warning_daily({ room })
        : m.trade_moment_warning_daily_rule({ room, percent: limit })
    return limit === null
      ? m.trade_moment_warning_total({ room })
      : m.trade_moment_warning_total_rule({ room, limit })
  }
  if (moment.next_step === null || moment.next_balance === null)
    return m.trade_moment_completed({ step: localDigits(moment.step) })
  return m.trade_moment_passed({
    step: localDigits(moment.step),
    next: localDigits(moment.next_step),
    balance: money(moment.next_balance),
  })
}

export function breachText(breach: BreachFacts): string {
  const equity = money(breach.equity)
  const floor = money(breach.floor ?? '0')
  switch (breach.rule) {
    case 'daily_drawdown': {
      const percent = ruleLimit(breach.rule, breach.limit, breach.drawdown_kind)
      return percent === null
        ? m.trade_moment_breach_daily({ equity, floor })
        : m.trade_moment_breach_daily_rule({ equity, floor, percent })
    }
    case 'total_drawdown': {
      const limit = ruleLimit(breach.rule, breach.limit, breach.drawdown_kind)
      return limit === null
        ? m.trade_moment_breach_total({ equity, floor })
        : m.trade_moment_breach_total_rule({ equity, floor, limit })
    }
    case 'time_limit':
      return m.trade_moment_breach_time()
    case 'liquidation':
      return m.trade_moment_breach_liquidation({ equity })
  }
}

export function AccountMoments({
  userChallengeId,
  canTrade,
  breach,
}: {
  userChallengeId: number
  canTrade: boolean
  /** The snapshot's breach (a failed account), null while it trades. */
  breach: BreachFacts | null
}) {
  const queryClient = useQueryClient()
  const [told, setTold] = useState<Told | null>(null)
  const [liveBreach, setLiveBreach] = useState<BreachFacts | null>(null)
  useLiveChannel(liveChannels.account(userChallengeId), {
    moment: (moment) => {
      if (moment.kind === 'breach') {
        setLiveBreach(moment)
        setTold(null)
        showToast('error', breachText(moment))
      } else {
        setTold(moment)
        showToast(moment.kind === 'warning' ? 'warning' : 'success', momentText(moment))
      }
      // The selector names the step; a pass opens the next one.
      if (moment.kind !== 'warning')
        void queryClient.invalidateQueries({ queryKey: userChallengeKeys.all })
    },
  })
  const shown = liveBreach ?? breach
  return (
    <>
      {told ? (
        <div
          role="status"
          data-testid="account-moment"
          data-kind={told.kind}
          className={
            told.kind === 'warning'
              ? 'flex items-start justify-between gap-3 rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm'
              : 'flex items-start justify-between gap-3 rounded-md border border-long bg-long/10 px-3 py-2 text-sm'
          }
        >
          <span>{momentText(told)}</span>
          <button
            type="button"
            className="text-muted-foreground text-xs underline-offset-4 hover:underline"
            onClick={() => setTold(null)}
          >
            {m.trade_moment_dismiss()}
          </button>
        </div>
      ) : null}
      {shown ? (
        <div
          role="alert"
          data-testid="account-breach"
          data-rule={shown.rule}
          className="grid gap-1 rounded-md border border-short bg-short/10 px-3 py-2 text-sm"
        >
          <span>{breachText(shown)}</span>
          <Link
            to="/challenges/$userChallengeId"
            params={{ userChallengeId: String(userChallengeId) }}
            hash="breach-heading"
            className="text-primary underline-offset-4 hover:underline"
          >
            {m.trade_moment_report()}
          </Link>
        </div>
      ) : canTrade ? null : (
        <p className="rounded-md border border-warning px-3 py-2 text-sm" role="status">
          {m.trade_cannot_trade()}
        </p>
      )}
    </>
  )
}
