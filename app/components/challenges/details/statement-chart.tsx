/** The account-status (statement) chart: balance and equity over the step. */
import { useQuery } from '@tanstack/react-query'
import { AreaChart } from '~/components/charts/area-chart'
import { formatAmount } from '~/lib/challenges/format'
import { formatDate, formatDateTime, formatShortTime } from '~/lib/format'
import { currentDirection } from '~/lib/locale'
import { userChallengeStepChartQuery } from '~/lib/queries/user-challenges'
import { m } from '~/paraglide/messages'

export function StatementChart({ id, stepId }: { id: number; stepId: number }) {
  const chart = useQuery(userChallengeStepChartQuery(id, stepId))
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
        />
      )}
    </section>
  )
}
