/**
 * A Tremor-style bar chart of one value per category (profit per day):
 * gains in the long colour, losses in the short colour. Reversed in RTL.
 */
import {
  Bar,
  CartesianGrid,
  Cell,
  BarChart as RechartsBarChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { chartColors } from './chart-colors'

/** The value axis from 0, whatever the sign: a loss of 13.59 is a bar of 13.59, not a sliver. */
export const ZERO_BASED: [(min: number) => number, (max: number) => number] = [
  (min) => Math.min(0, min),
  (max) => Math.max(0, max),
]

export function BarChart({
  data,
  formatY,
  rtl,
  label,
  valueLabel,
  height = 220,
}: {
  data: Array<{ name: string; value: number }>
  formatY: (value: number) => string
  rtl: boolean
  label: string
  valueLabel: string
  height?: number
}) {
  return (
    <figure aria-label={label} style={{ height }} dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <RechartsBarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 4 }}>
          <CartesianGrid stroke={chartColors.border} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="name"
            reversed={rtl}
            tick={{ fill: chartColors.mutedForeground, fontSize: 11 }}
            axisLine={false}
            tickLine={false}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={formatY}
            tick={{ fill: chartColors.mutedForeground, fontSize: 11 }}
            axisLine={false}
            tickLine={false}
            width={64}
            domain={ZERO_BASED}
          />
          <Tooltip
            cursor={{ fill: chartColors.muted }}
            formatter={(value) => [formatY(Number(value)), valueLabel]}
            contentStyle={{
              background: 'var(--popover)',
              border: `1px solid ${chartColors.border}`,
              borderRadius: 8,
              color: 'var(--popover-foreground)',
              fontSize: 12,
            }}
          />
          <Bar dataKey="value" radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.name} fill={d.value < 0 ? chartColors.short : chartColors.long} />
            ))}
          </Bar>
        </RechartsBarChart>
      </ResponsiveContainer>
    </figure>
  )
}
