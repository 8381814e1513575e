/**
 * A real account's own figures (type `real`): balance, profit since
 * funding, what was paid out (the trader's share) and what it took from the
 * balance, the share, and the payout readiness panel (every condition a
 * payout needs, issue 31) in place of a bare "withdrawable now"; no target,
 * no day counts.
 */
import { Link } from '@tanstack/react-router'
import type { z } from 'zod'
import type { realAccountFigures } from '#contract/user-challenges.ts'
import { PayoutReadinessPanel } from '~/components/real/payout-readiness'
import { Button } from '~/components/ui/button'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatPercent, formatUsdt } from '~/lib/challenges/format'
import { m } from '~/paraglide/messages'

type Figures = z.infer<typeof realAccountFigures>

export function RealAccountFigures({
  id,
  balance,
  figures,
}: {
  id: number
  balance: string
  figures: Figures
}) {
  return (
    <section
      aria-labelledby="real-figures-heading"
      className="grid gap-4 rounded-xl border bg-card p-5"
      data-testid="real-figures"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="real-figures-heading" className="font-semibold">
          {m.challenges_real_figures()}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to="/challenges/real/withdraw">{m.challenges_real_withdraw()}</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link
              to="/trade/$userChallengeId/$symbol"
              params={{ userChallengeId: String(id), symbol: 'BTCUSDT' }}
            >
              {m.challenges_trade_real_account()}
            </Link>
          </Button>
        </div>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Figure label={m.challenges_balance()} value={formatUsdt(balance)} testId="real-balance" />
        <Figure
          label={m.challenges_real_profit()}
          value={formatUsdt(figures.profit_since_funding)}
          testId="real-profit"
        />
        <Figure
          label={m.challenges_real_paid_out()}
          value={formatUsdt(figures.paid_out)}
          note={m.challenges_real_paid_out_note({
            amount: formatUsdt(figures.paid_out_debited),
          })}
          testId="real-paid-out"
        />
        <Figure
          label={m.challenges_real_share()}
          value={formatPercent(figures.share_percent)}
          testId="real-share"
        />
        {figures.pending_payout !== '0' ? (
          <Figure
            label={m.challenges_real_pending_label()}
            value={formatUsdt(figures.pending_payout)}
            testId="real-pending"
          />
        ) : null}
      </dl>
      <PayoutReadinessPanel readiness={figures.readiness} />
    </section>
  )
}

function Figure(props: {
  label: string
  value: string
  note?: string
  testId: string
  ltr?: boolean
}) {
  return (
    <div className="grid gap-1" data-testid={props.testId}>
      <dt className="text-muted-foreground text-sm">{props.label}</dt>
      <dd className="font-semibold text-lg">
        {props.ltr === false ? <bdi>{props.value}</bdi> : <LtrFigure>{props.value}</LtrFigure>}
      </dd>
      {props.note ? <dd className="text-muted-foreground text-xs">{props.note}</dd> : null}
    </div>
  )
}
