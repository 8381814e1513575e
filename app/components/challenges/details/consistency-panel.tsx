/**
 * The consistency rule on the details page (decision 568): the program's
 * words, the best trading day, and the most one day may hold of the step's
 * profit now; met when the best day is within it (and there is profit).
 */
import type { z } from 'zod'
import type { stepDetail } from '#contract/user-challenges.ts'
import { D } from '#money/decimal.ts'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatUsdt } from '~/lib/challenges/format'
import { consistencyText } from '~/lib/challenges/program-rules'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'

type Consistency = NonNullable<z.infer<typeof stepDetail>['consistency']>

/** Met when the step has profit and its best day holds no more than the rule allows. */
export const consistencyMet = (c: Consistency) =>
  D(c.allowed).gt('0') && !D(c.best_day_profit).gt(c.allowed)

export function ConsistencyPanel({ consistency }: { consistency: Consistency }) {
  const met = consistencyMet(consistency)
  return (
    <section
      aria-labelledby="consistency-heading"
      data-testid="consistency"
      className="grid gap-2 rounded-xl border bg-card p-5"
    >
      <h2 id="consistency-heading" className="font-semibold">
        {m.challenges_consistency_heading()}
      </h2>
      <p className="text-sm">{consistencyText(consistency.percent)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{m.challenges_consistency_best_day()}</dt>
        <dd data-testid="consistency-best-day">
          <LtrFigure>{formatUsdt(consistency.best_day_profit)}</LtrFigure>
        </dd>
        <dt className="text-muted-foreground">{m.challenges_consistency_allowed()}</dt>
        <dd data-testid="consistency-allowed">
          <LtrFigure>{formatUsdt(consistency.allowed)}</LtrFigure>
        </dd>
      </dl>
      <p
        data-testid="consistency-status"
        className={cn('text-sm', met ? 'text-long' : 'text-muted-foreground')}
      >
        {met ? m.challenges_consistency_met() : m.challenges_consistency_not_met()}
      </p>
    </section>
  )
}
