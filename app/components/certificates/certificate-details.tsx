/** A certificate's signed facts: who, which program and size, when; a payout's amount and transaction. */
import type { Certificate } from '#contract/certificates.ts'
import { formatDate, formatDateTime, formatMoney } from '~/lib/format'
import { m } from '~/paraglide/messages'

export function CertificateDetails({ certificate }: { certificate: Certificate }) {
  const d = certificate.document
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-muted-foreground">{m.certificate_trader()}</dt>
      <dd data-testid="certificate-trader">
        {d.trader === null ? (
          <span className="text-muted-foreground">{m.certificate_trader_hidden()}</span>
        ) : (
          <bdi dir="ltr">{d.trader}</bdi>
        )}
      </dd>
      <dt className="text-muted-foreground">{m.certificate_program()}</dt>
      {/* The signed document's own words: the title as staff typed it. */}
      <dd>
        <bdi dir="auto">{d.program}</bdi>
      </dd>
      <dt className="text-muted-foreground">{m.certificate_account_size()}</dt>
      <dd>{formatMoney(d.account_size)}</dd>
      <dt className="text-muted-foreground">{m.certificate_date()}</dt>
      <dd>{formatDate(d.date)}</dd>
      {d.payout ? (
        <>
          <dt className="text-muted-foreground">{m.certificate_amount()}</dt>
          <dd data-testid="certificate-amount">{formatMoney(d.payout.amount)}</dd>
          <dt className="text-muted-foreground">{m.certificate_network()}</dt>
          <dd>{d.payout.network}</dd>
          <dt className="text-muted-foreground">{m.certificate_tx_hash()}</dt>
          <dd className="grid gap-1">
            <bdi dir="ltr" className="break-all font-mono text-xs">
              {d.payout.tx_hash}
            </bdi>
            {certificate.explorer_url ? (
              <a
                href={certificate.explorer_url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary underline-offset-4 hover:underline"
                data-testid="certificate-explorer"
              >
                {m.certificate_view_explorer()}
              </a>
            ) : null}
          </dd>
        </>
      ) : null}
      <dt className="text-muted-foreground">{m.certificate_issued_at()}</dt>
      <dd>{formatDateTime(d.issued_at)}</dd>
      <dt className="text-muted-foreground">{m.certificate_id()}</dt>
      <dd>
        <bdi dir="ltr" className="font-mono text-xs">
          {certificate.public_id}
        </bdi>
      </dd>
    </dl>
  )
}
