/**
 * A step's trading analytics, or the whole account's (decision 606):
 * the figures, then results by symbol, weekday and hour of entry (UTC),
 * long against short and by holding time, as bar charts in the reports'
 * style. Results are net of fees.
 */
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { TradeAnalytics } from '#contract/analytics.ts'
import { BarChart } from '~/components/charts/bar-chart'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatAmount, formatPercent, formatUsdt } from '~/lib/challenges/format'
import { formatDate, localDigits } from '~/lib/format'
import { currentDirection } from '~/lib/locale'
import { tradeAnalyticsQuery } from '~/lib/queries/analytics'
import { m } from '~/paraglide/messages'
import { durationLabel, holdingLabel, hourLabel, sideLabel, weekdayLabel } from './analytics-labels'

type Bucket = TradeAnalytics['by_symbol'][number]

/**
 * A figure: its test id, label, value and, for a day, its date beneath.
 * Amounts keep left to right; a duration is a phrase ("۳ دقیقه") and reads
 * in the page's direction.
 */
type Figure = [string, string, string, string?, 'phrase'?]

const day = (key: string, label: string, d: TradeAnalytics['best_day']): Figure =>
  d ? [key, label, formatUsdt(d.profit), formatDate(d.date)] : [key, label, '—']

function figures(a: TradeAnalytics): Figure[] {
  return [
    ['trades', m.challenges_report_trades(), localDigits(a.trades)],
    ['largest-win', m.analytics_largest_win(), a.largest_win ? formatUsdt(a.largest_win) : '—'],
    ['largest-loss', m.analytics_largest_loss(), a.largest_loss ? formatUsdt(a.largest_loss) : '—'],
    day('best-day', m.analytics_best_day(), a.best_day),
    day('worst-day', m.analytics_worst_day(), a.worst_day),
    [
      'hold-win',
      m.analytics_hold_winners(),
      durationLabel(a.average_hold_win_ms),
      undefined,
      'phrase',
    ],
    [
      'hold-loss',
      m.analytics_hold_losers(),
      durationLabel(a.average_hold_loss_ms),
      undefined,
      'phrase',
    ],
    ['win-streak', m.analytics_win_streak(), localDigits(a.longest_win_streak)],
    ['loss-streak', m.analytics_loss_streak(), localDigits(a.longest_loss_streak)],
    [
      'consistency',
      m.analytics_consistency(),
      a.consistency_percent ? formatPercent(a.consistency_percent) : '—',
    ],
  ]
}

function ResultChart({
  title,
  buckets,
  label,
}: {
  title: string
  buckets: Bucket[]
  label: (key: string) => string
}) {
  return (
    <div className="grid gap-2">
      <h3 className="font-medium text-sm">{title}</h3>
      {buckets.length === 0 ? (
        <p className="text-muted-foreground text-sm">{m.challenges_empty()}</p>
      ) : (
        <BarChart
          label={title}
          valueLabel={m.analytics_result()}
          rtl={currentDirection() === 'rtl'}
          height={180}
          // Pixels only; the figures above are exact.
          data={buckets.map((b) => ({ name: label(b.key), value: Number(b.result) }))}
          formatY={(value) => formatAmount(value.toFixed(2))}
        />
      )}
    </div>
  )
}

export function StepAnalytics({ id, stepId }: { id: number; stepId: number }) {
  const [wholeAccount, setWholeAccount] = useState(false)
  const analytics = useQuery(tradeAnalyticsQuery(id, wholeAccount ? null : stepId))
  const a = analytics.data?.data
  const scopes: Array<[boolean, string]> = [
    [false, m.analytics_scope_step()],
    [true, m.analytics_scope_account()],
  ]
  return (
    <section
      aria-labelledby={`analytics-heading-${stepId}`}
      className="grid gap-4 rounded-xl border bg-card p-5"
      data-testid="step-analytics"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`analytics-heading-${stepId}`} className="font-semibold">
          {m.analytics_heading()}
        </h2>
        <div className="flex gap-1 rounded-md border p-0.5">
          {scopes.map(([whole, text]) => (
            <button
              key={text}
              type="button"
              aria-pressed={wholeAccount === whole}
              onClick={() => setWholeAccount(whole)}
              className="rounded px-3 py-1 text-muted-foreground text-sm aria-pressed:bg-accent aria-pressed:text-foreground"
            >
              {text}
            </button>
          ))}
        </div>
      </div>
      {a ? (
        <>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-5">
            {figures(a).map(([key, label, value, date, phrase]) => (
              <div key={key} className="grid gap-1" data-testid={`analytics-${key}`}>
                <dt className="text-muted-foreground text-xs">{label}</dt>
                <dd className="font-semibold">
                  {phrase ? value : <LtrFigure>{value}</LtrFigure>}
                  {date ? (
                    <span className="block font-normal text-muted-foreground text-xs">{date}</span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-muted-foreground text-xs">{m.analytics_note()}</p>
          <div className="grid gap-6 lg:grid-cols-2">
            <ResultChart title={m.analytics_by_symbol()} buckets={a.by_symbol} label={(k) => k} />
            <ResultChart title={m.analytics_by_side()} buckets={a.by_side} label={sideLabel} />
            <ResultChart
              title={m.analytics_by_weekday()}
              buckets={a.by_weekday}
              label={weekdayLabel}
            />
            <ResultChart title={m.analytics_by_hour()} buckets={a.by_hour} label={hourLabel} />
            <ResultChart
              title={m.analytics_by_holding()}
              buckets={a.by_holding}
              label={holdingLabel}
            />
          </div>
        </>
      ) : (
        <p className="text-muted-foreground">{m.challenges_loading_list()}</p>
      )}
    </section>
  )
}
