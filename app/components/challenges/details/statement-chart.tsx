/**
 * The account-status (statement) chart: balance and equity over the step,
 * withdrawals marked on it and listed under it (a payout, not a loss).
 */
import { useQuery } from '@tanstack/react-query'
import { AreaChart } from '~/components/charts/area-chart'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatAmount, formatUsdt } from '~/lib/challenges/format'
import { formatDate, formatDateTime, formatShortTime } from '~/lib/format'
import { currentDirection } from '~/lib/locale'
import { userChallengeStepChartQuery } from '~/lib/queries/user-challenges'
import { m } from '~/paraglide/messages'

export function StatementChart({ id, stepId }: { id: number; stepId: number }) {
  const chart = useQuery(userChallengeStepChartQuery(id, stepId))
  const events = chart.data?.events ?? []
  const points = (chart.data?.data ?? []).map((p) => ({
    time: Date.parse(p.time),
    // Pixels only: the tooltip reformats to two decimals.
    balance: Number(p.balance),
    equity: Number(p.equity),
  }))
  const first = points[0]?.time ?? 0
  const last = points.at(-1)?.time ?? 0
  const spansDays = last - first > 2 * 86_400_000
  return (
    <section
      aria-labelledby="statement-heading"
      className="grid gap-3 rounded-xl border bg-card p-5"
    >
      <h2 id="statement-heading" className="font-semibold">
        {m.challenges_statement_heading()}
      </h2>
      {points.length < 2 ? (
        <p className="py-10 text-center text-muted-foreground text-sm">{m.challenges_empty()}</p>
      ) : (
        <AreaChart
          label={m.challenges_statement_heading()}
          data={points}
          xKey="time"
          rtl={currentDirection() === 'rtl'}
          series={[
            { key: 'balance', label: m.challenges_balance(), tone: 'primary' },
            { key: 'equity', label: m.challenges_equity(), tone: 'long' },
          ]}
          timeAxis
          // Days apart: the date; within a day or two: the time (each tick a distinct instant).
          formatX={(value) =>
            spansDays ? formatDate(Number(value)) : formatShortTime(Number(value))
          }
          formatTooltipX={(value) => formatDateTime(Number(value))}
          formatY={(value) => formatAmount(value.toFixed(2))}
          markers={events.map((e) => ({
            // On the first sample at or after it (the axis is the samples' times).
            x:
              (points.find((p) => p.time >= Date.parse(e.time)) ?? points.at(-1))?.time ??
              Date.parse(e.time),
            label: e.amount.startsWith('-')
              ? m.challenges_chart_withdrawal()
              : m.challenges_chart_withdrawal_returned(),
          }))}
        />
      )}
      {events.length > 0 ? (
        <div className="grid gap-1 text-sm" data-testid="chart-withdrawals">
          <h3 className="font-medium text-muted-foreground">{m.challenges_chart_withdrawals()}</h3>
          <ul className="grid gap-1">
            {events.map((e) => (
              <li key={`${e.time}${e.amount}`} className="flex flex-wrap gap-x-3">
                <span>
                  {e.amount.startsWith('-')
                    ? m.challenges_chart_withdrawal()
                    : m.challenges_chart_withdrawal_returned()}
                </span>
                {/* A date reads in the page's direction ("۱۰ دی ۱۴۰۵، ۳:۱۶"), not left to right. */}
                <bdi className="text-muted-foreground tabular-nums">{formatDateTime(e.time)}</bdi>
                <LtrFigure>{formatUsdt(e.amount)}</LtrFigure>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
