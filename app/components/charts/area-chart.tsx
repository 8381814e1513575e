/**
 * A Tremor-style area chart of series over time (balance and equity).
 * Right-to-left pages read time from right to left: the x axis is
 * reversed and the value axis moves to the right edge.
 */
import {
  Area,
  CartesianGrid,
  AreaChart as RechartsAreaChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { type ChartTone, chartColors } from './chart-colors'

export interface AreaSeries {
  key: string
  label: string
  tone: ChartTone
}

export function AreaChart({
  data,
  series,
  xKey,
  formatX,
  formatY,
  rtl,
  height = 260,
  label,
  markers = [],
  timeAxis = false,
  formatTooltipX = formatX,
}: {
  data: Array<Record<string, string | number>>
  series: AreaSeries[]
  xKey: string
  formatX: (value: string | number) => string
  formatY: (value: number) => string
  rtl: boolean
  height?: number
  label: string
  /** Events on the x axis (x: one of the data's xKey values), drawn as labelled lines. */
  markers?: Array<{ x: string | number; label: string }>
  /** x is a time in ms: spaced by time, ticks at distinct instants (no label twice). */
  timeAxis?: boolean
  formatTooltipX?: (value: string | number) => string
}) {
  return (
    <figure aria-label={label} className="grid gap-3">
      <ul className="flex flex-wrap gap-4 text-muted-foreground text-xs">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-full" style={{ background: chartColors[s.tone] }} />
            {s.label}
          </li>
        ))}
      </ul>
      <div style={{ height }} dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          <RechartsAreaChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 4 }}>
            <defs>
              {series.map((s) => (
                <linearGradient key={s.key} id={`area-${s.key}`} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="5%" stopColor={chartColors[s.tone]} stopOpacity={0.3} />
                  <stop offset="95%" stopColor={chartColors[s.tone]} stopOpacity={0} />
                </linearGradient>
              ))}
            </defs>
            <CartesianGrid stroke={chartColors.border} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey={xKey}
              reversed={rtl}
              {...(timeAxis
                ? {
                    type: 'number' as const,
                    scale: 'time' as const,
                    domain: ['dataMin', 'dataMax'],
                  }
                : {})}
              tickFormatter={formatX}
              tick={{ fill: chartColors.mutedForeground, fontSize: 11 }}
              axisLine={false}
              tickLine={false}
              minTickGap={24}
            />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              tickFormatter={formatY}
              tick={{ fill: chartColors.mutedForeground, fontSize: 11 }}
              axisLine={false}
              tickLine={false}
              width={72}
              domain={['auto', 'auto']}
            />
            <Tooltip
              labelFormatter={(value) => formatTooltipX(value as string | number)}
              formatter={(value, name) => [
                formatY(Number(value)),
                series.find((s) => s.key === name)?.label ?? String(name),
              ]}
              contentStyle={{
                background: 'var(--popover)',
                border: `1px solid ${chartColors.border}`,
                borderRadius: 8,
                color: 'var(--popover-foreground)',
                fontSize: 12,
              }}
            />
            {markers.map((marker) => (
              <ReferenceLine
                key={`${marker.x}${marker.label}`}
                x={marker.x}
                stroke={chartColors.warning}
                strokeDasharray="4 2"
                label={{
                  value: marker.label,
                  position: 'top',
                  fontSize: 11,
                  fill: chartColors.warning,
                }}
              />
            ))}
            {series.map((s) => (
              <Area
                key={s.key}
                type="monotone"
                dataKey={s.key}
                stroke={chartColors[s.tone]}
                strokeWidth={2}
                fill={`url(#area-${s.key})`}
                isAnimationActive={false}
              />
            ))}
          </RechartsAreaChart>
        </ResponsiveContainer>
      </div>
    </figure>
  )
}
