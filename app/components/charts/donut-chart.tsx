/**
 * A Tremor-style donut: one share of a whole, the figure in the middle.
 * `value` and `max` only draw the ring (floats are fine for pixels); the
 * texts are given already formatted from exact decimals.
 */
import { Cell, Pie, PieChart } from 'recharts'
import { type ChartTone, chartColors } from './chart-colors'

export function DonutChart({
  value,
  max,
  tone = 'primary',
  center,
  label,
  detail,
  testId,
}: {
  value: number
  max: number
  tone?: ChartTone
  center: string
  label: string
  detail?: string
  testId?: string
}) {
  const share = max > 0 ? Math.min(Math.max(value / max, 0), 1) : 0
  const data = [
    { name: 'value', amount: share },
    { name: 'rest', amount: 1 - share },
  ]
  return (
    <figure
      data-testid={testId}
      className="flex flex-col items-center gap-2 rounded-xl border bg-card p-4"
    >
      <div className="relative size-28">
        <PieChart width={112} height={112} aria-hidden="true">
          <Pie
            data={data}
            dataKey="amount"
            innerRadius={42}
            outerRadius={54}
            startAngle={90}
            endAngle={-270}
            stroke="none"
            isAnimationActive={false}
          >
            <Cell fill={chartColors[tone]} />
            <Cell fill={chartColors.muted} />
          </Pie>
        </PieChart>
        <span
          dir="auto"
          className="absolute inset-0 flex items-center justify-center px-3 text-center font-semibold text-sm tabular-nums"
        >
          {center}
        </span>
      </div>
      <figcaption className="grid gap-0.5 text-center">
        <span className="font-medium text-sm">{label}</span>
        {detail ? (
          <span className="text-muted-foreground text-xs tabular-nums">{detail}</span>
        ) : null}
      </figcaption>
    </figure>
  )
}
