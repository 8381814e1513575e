/** The steps every challenge has, with the More Info dialog explaining each rule. */
import { Info } from 'lucide-react'
import type { ChallengeStep } from '#contract/challenges.ts'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { formatPercent } from '~/lib/challenges/format'
import { localDigits } from '~/lib/format'
import { m } from '~/paraglide/messages'

export function StepsTable({ steps }: { steps: ChallengeStep[] }) {
  return (
    <section aria-labelledby="steps-heading" className="rounded-xl border bg-card">
      <div className="flex items-center justify-between gap-3 p-5 pb-3">
        <h2 id="steps-heading" className="font-semibold">
          {m.challenges_steps_heading()}
        </h2>
        <MoreInfo />
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className="px-5 py-2 text-start font-medium">
                {m.challenges_col_step()}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {m.challenges_col_period()}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {m.challenges_col_daily_loss()}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {m.challenges_col_total_loss()}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                {m.challenges_col_profit_target()}
              </th>
              <th scope="col" className="px-5 py-2 text-start font-medium">
                {m.challenges_col_min_days()}
              </th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step) => (
              <tr key={step.step} className="border-t">
                <th scope="row" className="px-5 py-3 text-start font-medium">
                  {m.challenges_step_n({ step: localDigits(step.step) })}
                </th>
                <td className="px-3 py-3">
                  {step.days === 0
                    ? m.challenges_unlimited()
                    : m.challenges_days({ days: localDigits(step.days) })}
                </td>
                <td className="px-3 py-3 tabular-nums">{formatPercent(step.max_dd_daily)}</td>
                <td className="px-3 py-3 tabular-nums">{formatPercent(step.max_dd_total)}</td>
                <td className="px-3 py-3 tabular-nums">{formatPercent(step.min_profit)}</td>
                <td className="px-5 py-3">
                  {m.challenges_days({ days: localDigits(step.min_trading_day) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

export function MoreInfo() {
  const rules = [
    [m.challenges_col_period(), m.challenges_info_period()],
    [m.challenges_col_daily_loss(), m.challenges_info_daily_loss()],
    [m.challenges_col_total_loss(), m.challenges_info_total_loss()],
    [m.challenges_col_profit_target(), m.challenges_info_profit_target()],
    [m.challenges_col_min_days(), m.challenges_info_min_days()],
  ] as const
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Info aria-hidden="true" />
          {m.challenges_more_info()}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={m.challenges_close()}>
        <DialogTitle>{m.challenges_more_info_title()}</DialogTitle>
        <DialogDescription>{m.challenges_more_info_intro()}</DialogDescription>
        <dl className="grid gap-3 text-sm">
          {rules.map(([term, text]) => (
            <div key={term}>
              <dt className="font-medium">{term}</dt>
              <dd className="text-muted-foreground">{text}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  )
}
