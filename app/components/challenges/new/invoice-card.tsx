/** The invoice: price, features price, discount, credit, final price, and the payment button. */
import type { ReactNode } from 'react'
import type { CheckoutInvoice } from '~/lib/challenges/checkout-invoice'
import { formatUsdt } from '~/lib/challenges/format'
import { m } from '~/paraglide/messages'

export function InvoiceCard({ invoice, action }: { invoice: CheckoutInvoice; action: ReactNode }) {
  const rows = [
    ['price', m.challenges_invoice_price(), invoice.price, ''],
    ['features', m.challenges_invoice_features(), invoice.featuresPrice, ''],
    ['discount', m.challenges_invoice_discount(), invoice.discount, '−'],
    ['credit', m.challenges_invoice_credit(), invoice.credit, '−'],
  ] as const
  return (
    <section
      aria-labelledby="invoice-heading"
      data-testid="invoice"
      className="grid gap-4 rounded-xl border bg-card p-5"
    >
      <h2 id="invoice-heading" className="font-semibold">
        {m.challenges_invoice_heading()}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        {rows.map(([key, label, value, sign]) => (
          <div key={key} className="contents" data-testid={`invoice-${key}`}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-end tabular-nums" dir="ltr">
              {sign && value !== '0.00' ? `${sign} ` : ''}
              {formatUsdt(value)}
            </dd>
          </div>
        ))}
        {/* One row across both columns: its rule is unbroken by the column gap. */}
        <div
          className="col-span-2 flex justify-between gap-4 border-t pt-2 font-semibold text-base"
          data-testid="invoice-final"
        >
          <dt>{m.challenges_invoice_final()}</dt>
          <dd className="text-end tabular-nums" dir="ltr">
            {formatUsdt(invoice.finalPrice)}
          </dd>
        </div>
      </dl>
      {action}
    </section>
  )
}
