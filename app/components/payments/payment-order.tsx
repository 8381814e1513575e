/**
 * The order on the payment result pages (issue 24): what was ordered, the
 * figures, the provider and where the payment stands; and, when the
 * provider reported another amount, what happens now (issue 16).
 */
import type { ReactNode } from 'react'
import type { PaymentView } from '#contract/payments.ts'
import { StatusPill } from '~/components/money/status-pill'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatUsdt } from '~/lib/money-format'
import type { CheckoutSearch } from '~/lib/search'
import { m } from '~/paraglide/messages'

/** The checkout's choices this payment was made with, to try again with them. */
export function checkoutChoices(payment: PaymentView | undefined): CheckoutSearch {
  if (!payment) return {}
  return {
    challenge: payment.challenge_id,
    features: payment.features.length ? payment.features.map((f) => f.id) : undefined,
    coupon: payment.coupon ?? undefined,
    provider: payment.provider?.id,
  }
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-end">{children}</dd>
    </div>
  )
}

export function PaymentOrder({ payment }: { payment: PaymentView }) {
  return (
    <section
      aria-label={m.payment_order_heading()}
      data-testid="payment-order"
      className="w-full max-w-md rounded-xl border bg-card p-5 text-start text-sm"
    >
      <h2 className="mb-3 flex items-center justify-between gap-2 font-semibold">
        <span>
          {m.payment_order_heading()} <LtrFigure>#{payment.id}</LtrFigure>
        </span>
        <StatusPill status={payment.status} />
      </h2>
      <dl className="grid gap-1.5">
        <Row label={m.payment_order_challenge()}>
          <span dir="auto">{payment.title}</span>
        </Row>
        {payment.features.length ? (
          <Row label={m.payment_order_features()}>
            <span dir="auto">
              {payment.features.map((f) => f.title).join(m.payment_order_separator())}
            </span>
          </Row>
        ) : null}
        <Row label={m.payment_order_price()}>
          <LtrFigure>{formatUsdt(payment.order_price)}</LtrFigure>
        </Row>
        {payment.coupon ? (
          <Row label={m.payment_order_coupon({ code: payment.coupon })}>
            <LtrFigure>−{formatUsdt(payment.discount)}</LtrFigure>
          </Row>
        ) : null}
        {Number(payment.credit) > 0 ? (
          <Row label={m.payment_order_credit()}>
            <LtrFigure>−{formatUsdt(payment.credit)}</LtrFigure>
          </Row>
        ) : null}
        <Row label={m.payment_order_total()}>
          <LtrFigure className="font-semibold">{formatUsdt(payment.final_price)}</LtrFigure>
        </Row>
        {payment.provider ? (
          <Row label={m.payment_order_provider()}>{payment.provider.name}</Row>
        ) : null}
      </dl>
    </section>
  )
}

/** Why nothing was activated although the provider took money, and what happens now. */
export function PaymentFlagNotice({ payment }: { payment: PaymentView }) {
  if (!payment.flag) return null
  const received = payment.received_amount
    ? `${payment.received_amount} ${payment.received_currency?.toUpperCase() ?? ''}`.trim()
    : '—'
  const invoiced = formatUsdt(payment.final_price)
  const text =
    payment.flag === 'partially_paid'
      ? m.payment_flag_partially_paid({ received, invoiced })
      : payment.flag === 'amount_mismatch'
        ? m.payment_flag_amount_mismatch({ received, invoiced })
        : m.payment_flag_after_cancel()
  return (
    <p
      role="alert"
      data-testid="payment-flag"
      className="max-w-md rounded-lg border border-amber-500/50 bg-amber-500/10 p-4 text-start text-sm"
    >
      {text}
    </p>
  )
}
