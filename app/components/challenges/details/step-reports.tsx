/** A step's reports: profit per day (bars), the daily table and trade statistics. */
import type { z } from 'zod'
import type { stepReports } from '#contract/user-challenges.ts'
import { BarChart } from '~/components/charts/bar-chart'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatAmount, formatPercent, formatUsdt } from '~/lib/challenges/format'
import { formatDate, formatDayMonth, localDigits } from '~/lib/format'
import { currentDirection } from '~/lib/locale'
import { m } from '~/paraglide/messages'

export function StepReports({ reports }: { reports: z.infer<typeof stepReports> }) {
  const { days, summary } = reports
  const stats: Array<[string, string]> = [
    [m.challenges_report_trades(), localDigits(summary.trades)],
    [m.challenges_report_win_rate(), formatPercent(summary.win_rate)],
    [m.challenges_report_average_win(), formatUsdt(summary.average_win)],
    [m.challenges_report_average_loss(), formatUsdt(summary.average_loss)],
    [
      m.challenges_report_profit_factor(),
      summary.profit_factor ? formatAmount(summary.profit_factor) : '—',
    ],
    [m.challenges_report_expectancy(), formatUsdt(summary.expectancy)],
  ]
  return (
    <section aria-labelledby="reports-heading" className="grid gap-4 rounded-xl border bg-card p-5">
      <h2 id="reports-heading" className="font-semibold">
        {m.challenges_reports_heading()}
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-6">
        {stats.map(([label, value]) => (
          <div key={label} className="grid gap-1">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="font-semibold">
              <LtrFigure>{value}</LtrFigure>
            </dd>
          </div>
        ))}
      </dl>
      {days.length > 0 ? (
        <BarChart
          label={m.challenges_report_profit_per_day()}
          valueLabel={m.challenges_report_profit()}
          rtl={currentDirection() === 'rtl'}
          // Pixels only; the table below shows the exact figures.
          // A UTC day as the page's calendar reads it (a Persian page read '11-26').
          data={days.map((d) => ({ name: formatDayMonth(d.date), value: Number(d.profit) }))}
          formatY={(value) => formatAmount(value.toFixed(2))}
        />
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {m.challenges_report_date()}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {m.challenges_report_trades()}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {m.challenges_report_profit()}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {m.challenges_report_drawdown()}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date} className="border-t">
                <th scope="row" className="px-3 py-2 text-start font-normal">
                  {formatDate(d.date)}
                </th>
                <td className="px-3 py-2 tabular-nums">{localDigits(d.trades)}</td>
                <td
                  className={`px-3 py-2 ${d.profit.startsWith('-') ? 'text-short' : 'text-long'}`}
                >
                  <LtrFigure>{formatUsdt(d.profit)}</LtrFigure>
                </td>
                <td className="px-3 py-2">
                  <LtrFigure>{formatUsdt(d.drawdown)}</LtrFigure>
                </td>
              </tr>
            ))}
            {days.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-3 py-6 text-center text-muted-foreground">
                  {m.challenges_empty()}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </section>
  )
}
