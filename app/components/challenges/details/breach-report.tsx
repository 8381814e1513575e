/**
 * Why a step failed: the rule, when, the equity and the floor it reached,
 * then what the close-out cost (its closing fees) and the balance it left.
 */
import { ShieldAlert } from 'lucide-react'
import type { z } from 'zod'
import type { breach } from '#contract/user-challenges.ts'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatPercent, formatUsdt } from '~/lib/challenges/format'
import { totalDrawdownText } from '~/lib/challenges/program-rules'
import { formatDateTime } from '~/lib/format'
import { m } from '~/paraglide/messages'

const ruleText: Record<z.infer<typeof breach>['rule'], () => string> = {
  daily_drawdown: () => m.challenges_breach_daily(),
  total_drawdown: () => m.challenges_breach_total(),
  time_limit: () => m.challenges_breach_time(),
  liquidation: () => m.challenges_breach_liquidation(),
}

/** The drawdown rule broken, in the program's words ("Total drawdown 6% (trailing …)"); null before programs. */
export function ruleWords(report: z.infer<typeof breach>): string | null {
  if (report.limit === null) return null
  if (report.rule === 'daily_drawdown')
    return m.challenges_breach_rule_daily({ percent: formatPercent(report.limit) })
  if (report.rule === 'total_drawdown')
    return m.challenges_breach_rule_total({
      limit: totalDrawdownText(report.limit, report.drawdown_kind ?? 'static'),
    })
  return null
}

export function BreachReport({ report }: { report: z.infer<typeof breach> }) {
  const words = ruleWords(report)
  return (
    <section
      aria-labelledby="breach-heading"
      data-testid="breach-report"
      className="flex gap-4 rounded-xl border border-short/40 bg-short/5 p-5"
    >
      <ShieldAlert aria-hidden="true" className="size-6 shrink-0 text-short" />
      <div className="grid gap-2">
        <h2 id="breach-heading" className="font-semibold">
          {m.challenges_breach_heading()}
        </h2>
        <p>{ruleText[report.rule]()}</p>
        {words ? <p data-testid="breach-rule">{words}</p> : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{m.challenges_breach_at()}</dt>
          <dd className="text-start tabular-nums">{formatDateTime(report.at)} UTC</dd>
          <dt className="text-muted-foreground">{m.challenges_breach_equity()}</dt>
          <dd>
            <LtrFigure>{formatUsdt(report.equity)}</LtrFigure>
          </dd>
          {report.floor ? (
            <>
              <dt className="text-muted-foreground">{m.challenges_breach_floor()}</dt>
              <dd>
                <LtrFigure>{formatUsdt(report.floor)}</LtrFigure>
              </dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">{m.challenges_breach_close_out_fee()}</dt>
          <dd data-testid="breach-close-out-fee">
            <LtrFigure>{formatUsdt(report.close_out_fee)}</LtrFigure>
          </dd>
          <dt className="text-muted-foreground">{m.challenges_breach_final_balance()}</dt>
          <dd data-testid="breach-final-balance">
            <LtrFigure>{formatUsdt(report.final_balance)}</LtrFigure>
          </dd>
        </dl>
      </div>
    </section>
  )
}
