/**
 * A step's overview: the pies (trades, days, total profit, total and daily
 * drawdown) and the live floors in currency with the countdown to the
 * daily reset.
 */
import type { z } from 'zod'
import type { stepDetail, stepReports } from '#contract/user-challenges.ts'
import { DonutChart } from '~/components/charts/donut-chart'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatAmount, formatPercent, formatUsdt } from '~/lib/challenges/format'
import { totalDrawdownText } from '~/lib/challenges/program-rules'
import { useTimeLeft } from '~/lib/challenges/use-time-left'
import { localDigits } from '~/lib/format'
import { m } from '~/paraglide/messages'
import { ConsistencyPanel } from './consistency-panel'

type StepDetail = z.infer<typeof stepDetail>

/** Pixels only: a ring's share from two decimal strings. */
const n = (value: string) => Number(value)

export function StepOverview({
  step,
  winRate,
}: {
  step: StepDetail
  winRate: z.infer<typeof stepReports>['summary']['win_rate'] | null
}) {
  // A real account has no target and no day counts; its profit adds withdrawals back.
  const real = step.phase === 'real'
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
        <DonutChart
          testId="pie-trades"
          label={m.challenges_pie_trades()}
          value={winRate ? n(winRate) : 0}
          max={100}
          tone="long"
          center={localDigits(step.trades)}
          detail={winRate ? m.challenges_win_rate({ rate: formatPercent(winRate) }) : undefined}
        />
        {real ? null : (
          <DonutChart
            testId="pie-days"
            label={m.challenges_pie_days()}
            value={step.days === 0 ? 0 : step.day}
            max={step.days}
            center={
              step.days === 0
                ? m.challenges_day_n({ day: localDigits(step.day) })
                : `${localDigits(step.day)} / ${localDigits(step.days)}`
            }
            detail={m.challenges_trading_days({
              done: localDigits(step.trading_days),
              needed: localDigits(step.min_trading_days),
            })}
          />
        )}
        <DonutChart
          testId="pie-profit"
          label={m.challenges_pie_profit()}
          value={n(step.total_profit)}
          max={real ? Math.max(n(step.total_profit), 1) : n(step.target_profit)}
          tone="long"
          center={formatAmount(step.total_profit)}
          detail={
            real
              ? m.challenges_withdrawn({ amount: formatUsdt(step.withdrawn) })
              : m.challenges_target({ amount: formatUsdt(step.target_profit) })
          }
        />
        <DonutChart
          testId="pie-total-drawdown"
          label={m.challenges_pie_total_drawdown()}
          value={n(step.total_drawdown)}
          max={n(step.max_total_drawdown)}
          tone="short"
          center={formatAmount(step.total_drawdown)}
          detail={m.challenges_limit({ amount: formatUsdt(step.max_total_drawdown) })}
        />
        <DonutChart
          testId="pie-daily-drawdown"
          label={m.challenges_pie_daily_drawdown()}
          value={n(step.daily_drawdown)}
          max={n(step.max_daily_drawdown)}
          tone="warning"
          center={formatAmount(step.daily_drawdown)}
          detail={m.challenges_limit({ amount: formatUsdt(step.max_daily_drawdown) })}
        />
      </div>
      <RuleWords step={step} />
      <Floors step={step} />
      {step.consistency ? <ConsistencyPanel consistency={step.consistency} /> : null}
    </div>
  )
}

/** The step's drawdown rules in the program's words (issue 32): the funded account's too. */
function RuleWords({ step }: { step: StepDetail }) {
  if (step.daily_limit_percent == null || step.total_limit_percent == null) return null
  return (
    <p className="text-muted-foreground text-sm" data-testid="step-rules">
      {m.challenges_step_rules({
        daily: formatPercent(step.daily_limit_percent),
        total: totalDrawdownText(step.total_limit_percent, step.total_drawdown_kind ?? 'static'),
      })}
    </p>
  )
}

function Floors({ step }: { step: StepDetail }) {
  const live = step.status === 'active'
  return (
    <dl
      data-testid="floors"
      className="grid gap-4 rounded-xl border bg-card p-5 sm:grid-cols-2 xl:grid-cols-4"
    >
      <Figure label={m.challenges_equity()} value={formatUsdt(step.equity)} />
      <Figure label={m.challenges_balance()} value={formatUsdt(step.balance)} />
      <Figure
        label={m.challenges_daily_floor()}
        value={step.daily_floor ? formatUsdt(step.daily_floor) : '—'}
        note={live ? <ResetIn step={step} /> : null}
        testId="daily-floor"
      />
      <Figure
        label={m.challenges_total_floor()}
        value={step.total_floor ? formatUsdt(step.total_floor) : '—'}
        testId="total-floor"
      />
    </dl>
  )
}

function ResetIn({ step }: { step: StepDetail }) {
  // On the engine's clock: the step's answer says what time it was there.
  const left = useTimeLeft(step.daily_reset_at, step, step.server_time)
  return (
    <span data-testid="daily-reset">
      {m.challenges_resets_in()}{' '}
      <span dir="ltr" className="tabular-nums">
        {localDigits(left)}
      </span>
    </span>
  )
}

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string
  value: string
  note?: React.ReactNode
  testId?: string
}) {
  return (
    <div className="grid gap-1" data-testid={testId}>
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-semibold text-lg">
        <LtrFigure>{value}</LtrFigure>
      </dd>
      {note ? <dd className="text-muted-foreground text-xs">{note}</dd> : null}
    </div>
  )
}
