/**
 * The payout readiness panel (issue 31): every condition a payout needs,
 * ✔ or ✗, with the date an unmet one will hold by itself, and the amount
 * "775.52 USDT from 18 Dec" until all hold. The engine computes it with the
 * same function that refuses a request, so what is shown is what is checked.
 */
import { CheckIcon, XIcon } from 'lucide-react'
import type { PayoutReadiness } from '#contract/real.ts'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatNumber } from '~/lib/format'
import { formatDate, formatLimitUsdt, formatUsdt } from '~/lib/money-format'
import { m } from '~/paraglide/messages'

type Condition = PayoutReadiness['conditions'][number]

/** The condition in the page's language and digits (the engine's `text` is for API readers). */
function conditionText(c: Condition): string {
  const days = formatNumber(String(c.params.days ?? ''), { decimals: 0 })
  switch (c.id) {
    case 'account_active':
      return m.payout_cond_account_active()
    case 'identity_verified':
      return m.payout_cond_identity()
    case 'not_frozen':
      return m.payout_cond_not_frozen()
    case 'under_review':
      return m.payout_cond_under_review()
    case 'wait':
      return c.params.from === 'last_payout'
        ? m.payout_cond_wait_payout({ days })
        : m.payout_cond_wait_trade({ days })
    case 'no_open_positions':
      return m.payout_cond_no_positions()
    case 'no_pending_request':
      return m.payout_cond_no_pending()
    case 'payout_address':
      return m.payout_cond_address({ hours: formatNumber('24', { decimals: 0 }) })
    case 'minimum':
      return m.payout_cond_minimum({ min: formatUsdt(String(c.params.min ?? '0.01')) })
  }
}

export function PayoutReadinessPanel({ readiness }: { readiness: PayoutReadiness }) {
  // What can be withdrawn is a limit: cut, never more than there is (decision 556).
  const amount = formatLimitUsdt(readiness.amount)
  return (
    <section
      aria-labelledby="payout-readiness-heading"
      className="grid gap-3 rounded-lg border bg-muted/30 p-4"
      data-testid="payout-readiness"
      data-ready={readiness.ready}
    >
      <div className="grid gap-0.5">
        <h3 id="payout-readiness-heading" className="text-muted-foreground text-sm">
          {m.payout_readiness_title()}
        </h3>
        <p className="font-semibold text-lg" data-testid="payout-amount">
          <AmountLine readiness={readiness} amount={amount} />
        </p>
      </div>
      <ul className="grid gap-2 text-sm">
        {readiness.conditions.map((c) => (
          <li
            key={c.id}
            className="flex items-start gap-2"
            data-testid={`payout-condition-${c.id}`}
            data-met={c.met}
          >
            {c.met ? (
              <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-long" />
            ) : (
              <XIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-short" />
            )}
            <span>
              <span className="sr-only">
                {c.met ? m.payout_condition_met() : m.payout_condition_unmet()}
              </span>
              <bdi>{conditionText(c)}</bdi>
              {!c.met && c.met_at ? (
                <span className="text-muted-foreground">
                  {' '}
                  {m.payout_condition_from({ date: formatDate(c.met_at) })}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function AmountLine({ readiness, amount }: { readiness: PayoutReadiness; amount: string }) {
  const figure = <LtrFigure>{amount}</LtrFigure>
  if (readiness.ready)
    return (
      <>
        {m.payout_amount_now_prefix()} {figure}
      </>
    )
  if (readiness.ready_at)
    return (
      <>
        {figure} {m.payout_amount_from({ date: formatDate(readiness.ready_at) })}
      </>
    )
  return (
    <>
      {figure} {m.payout_amount_when_met()}
    </>
  )
}
