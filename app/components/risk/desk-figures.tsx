/**
 * The business on the risk desk (decision 580): today and 30 days of
 * purchases, revenue, passes, breaches and payouts; revenue and outcomes
 * per day as charts in the console's style; outcomes by program and size,
 * and the pass rate per step.
 */
import type { RiskDesk } from '#contract/risk-desk.ts'
import { AreaChart } from '~/components/charts/area-chart'
import { BarChart } from '~/components/charts/bar-chart'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatAmount, formatPercent } from '~/lib/challenges/format'
import { formatDayMonth, formatNumber, localDigits } from '~/lib/format'
import { currentDirection } from '~/lib/locale'
import { m } from '~/paraglide/messages'

type Totals = RiskDesk['today']

function TotalsCard({ title, totals, testId }: { title: string; totals: Totals; testId: string }) {
  const rows: Array<[string, string]> = [
    [m.risk_purchases(), formatNumber(totals.purchases)],
    [m.risk_revenue(), formatAmount(totals.revenue)],
    [m.risk_passes(), formatNumber(totals.passes)],
    [m.risk_breaches(), formatNumber(totals.breaches)],
    [
      m.risk_payouts_requested(),
      `${formatNumber(totals.payouts_requested)} · ${formatAmount(totals.payouts_requested_amount)}`,
    ],
    [
      m.risk_payouts_paid(),
      `${formatNumber(totals.payouts_paid)} · ${formatAmount(totals.payouts_paid_amount)}`,
    ],
    [m.risk_payouts_rejected(), formatNumber(totals.payouts_rejected)],
  ]
  return (
    <section
      className="grid content-start gap-2 rounded-xl border bg-card p-4"
      data-testid={testId}
    >
      <h3 className="font-semibold text-sm">{title}</h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>
              <LtrFigure>{value}</LtrFigure>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export function DeskFigures({ desk }: { desk: RiskDesk }) {
  const rtl = currentDirection() === 'rtl'
  const days = desk.days.map((d) => ({
    day: Date.parse(`${d.day}T00:00:00Z`),
    passes: d.passes,
    breaches: d.breaches,
    purchases: d.purchases,
  }))
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TotalsCard title={m.risk_today()} totals={desk.today} testId="risk-today" />
        <TotalsCard title={m.risk_30_days()} totals={desk.last_30_days} testId="risk-30-days" />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="grid gap-2 rounded-xl border bg-card p-4">
          <h3 className="font-semibold text-sm">{m.risk_revenue_chart()}</h3>
          <BarChart
            label={m.risk_revenue_chart()}
            valueLabel={m.risk_revenue()}
            rtl={rtl}
            // Pixels only: the axis and tooltip reformat to the cent.
            data={desk.days.map((d) => ({
              name: formatDayMonth(`${d.day}T00:00:00Z`),
              value: Number(d.revenue),
            }))}
            formatY={(v) => formatAmount(v.toFixed(2))}
          />
        </section>
        <section className="grid gap-2 rounded-xl border bg-card p-4">
          <h3 className="font-semibold text-sm">{m.risk_outcomes_chart()}</h3>
          <AreaChart
            label={m.risk_outcomes_chart()}
            data={days}
            xKey="day"
            rtl={rtl}
            timeAxis
            series={[
              { key: 'purchases', label: m.risk_purchases(), tone: 'primary' },
              { key: 'passes', label: m.risk_passes(), tone: 'long' },
              { key: 'breaches', label: m.risk_breaches(), tone: 'short' },
            ]}
            formatX={(v) => formatDayMonth(Number(v))}
            // Counts: a fractional tick has no label (no 1, 1, 1 on a short axis).
            formatY={(v) => (Number.isInteger(v) ? formatNumber(v) : '')}
          />
        </section>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="grid content-start gap-2 rounded-xl border bg-card p-4">
          <h3 className="font-semibold text-sm">{m.risk_outcomes_by_program()}</h3>
          {desk.outcomes.length === 0 ? (
            <p className="text-muted-foreground text-sm">{m.risk_none()}</p>
          ) : (
            <table className="w-full text-sm tabular-nums" data-testid="risk-outcomes">
              <thead className="text-muted-foreground text-xs">
                <tr>
                  <th className="py-1 text-start font-medium">{m.risk_col_program()}</th>
                  <th className="py-1 text-start font-medium">{m.risk_col_size()}</th>
                  <th className="py-1 text-start font-medium">{m.risk_passes()}</th>
                  <th className="py-1 text-start font-medium">{m.risk_breaches()}</th>
                </tr>
              </thead>
              <tbody>
                {desk.outcomes.map((o) => (
                  <tr key={`${o.program}-${o.size}`} className="border-t">
                    <td className="py-1">
                      <bdi>{o.program}</bdi>
                    </td>
                    <td className="py-1">
                      <LtrFigure>{formatAmount(o.size, 0)}</LtrFigure>
                    </td>
                    <td className="py-1">{formatNumber(o.passes)}</td>
                    <td className="py-1">{formatNumber(o.breaches)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className="grid content-start gap-2 rounded-xl border bg-card p-4">
          <h3 className="font-semibold text-sm">{m.risk_pass_rates()}</h3>
          {desk.pass_rates.length === 0 ? (
            <p className="text-muted-foreground text-sm">{m.risk_none()}</p>
          ) : (
            <ul className="grid gap-1 text-sm" data-testid="risk-pass-rates">
              {desk.pass_rates.map((r) => (
                <li key={r.phase} className="flex justify-between gap-2">
                  <span>{m.risk_phase({ phase: localDigits(r.phase.replace('step', '')) })}</span>
                  <LtrFigure>
                    {r.rate === null ? '—' : formatPercent(r.rate)} ({formatNumber(r.passed)}/
                    {formatNumber(r.passed + r.failed)})
                  </LtrFigure>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  )
}
