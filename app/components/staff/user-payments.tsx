/** The user page's payments (with Refund where it can succeed) and tickets (issue 25). */
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { StaffUserPayment, StaffUserTicket } from '#contract/staff.ts'
import { Amount } from '~/components/money/amount'
import { type Column, ListTable } from '~/components/money/list-table'
import { StatusPill } from '~/components/money/status-pill'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatDateTime, formatUsdt } from '~/lib/money-format'
import { staffKeys } from '~/lib/queries/staff'
import { showToast } from '~/lib/toast'
import { m } from '~/paraglide/messages'
import { refundStaffPayment } from '~/server/generated/staff.functions'
import { DecisionDialog } from './decision-dialog'
import { STICKY_ACTIONS } from './staff-words'
import { ticketStatusText } from './ticket-status'

export function PaymentsTable({
  payments,
  email,
  canRefund,
}: {
  payments: StaffUserPayment[]
  email: string
  canRefund: boolean
}) {
  const columns: Column<StaffUserPayment>[] = [
    {
      header: m.money_col_title(),
      cell: (p) => (
        <div className="grid gap-0.5">
          <span dir="auto">{p.title}</span>
          <span className="text-muted-foreground text-xs">
            #{p.id} · {formatDateTime(p.created_at)}
          </span>
        </div>
      ),
    },
    {
      header: m.staff_col_paid(),
      cell: (p) => (
        <div className="grid gap-0.5">
          <Amount value={p.final_price} />
          <span className="text-muted-foreground text-xs">
            {m.staff_payment_breakdown({
              price: formatUsdt(p.price),
              discount: formatUsdt(p.discount),
              credit: formatUsdt(p.credit),
            })}
            {p.coupon ? (
              <>
                {' · '}
                <bdi dir="ltr">{p.coupon}</bdi>
              </>
            ) : null}
          </span>
        </div>
      ),
    },
    {
      header: m.staff_col_provider(),
      cell: (p) => (
        <div className="grid gap-0.5">
          <span>{p.provider ?? '—'}</span>
          {p.provider_reference ? (
            <LtrFigure className="text-muted-foreground text-xs break-all">
              {p.provider_reference}
            </LtrFigure>
          ) : null}
          {p.refund_reference ? <RefundReference reference={p.refund_reference} /> : null}
        </div>
      ),
    },
    { header: m.money_col_status(), cell: (p) => <StatusPill status={p.status} /> },
    {
      header: m.staff_col_actions(),
      className: STICKY_ACTIONS,
      cell: (p) => (canRefund && p.refundable ? <RefundDialog payment={p} email={email} /> : null),
    },
  ]
  return <ListTable label={m.staff_payments()} columns={columns} rows={payments} />
}

/** The refund's transaction reference under the provider's. */
export function RefundReference({ reference }: { reference: string }) {
  const [before, after] = m.refund_reference_shown({ reference: '\u0000' }).split('\u0000')
  return (
    <span className="text-muted-foreground text-xs break-all" data-testid="refund-reference">
      {before}
      <bdi dir="ltr">{reference}</bdi>
      {after}
    </span>
  )
}

/** Refunds a payment, saying what goes back where; the note is sent to the trader. */
function RefundDialog({ payment, email }: { payment: StaffUserPayment; email: string }) {
  const queryClient = useQueryClient()
  const paid = Number(payment.final_price) > 0
  const credit = Number(payment.credit) > 0
  return (
    <DecisionDialog
      action={m.refund_action()}
      title={m.refund_title()}
      description={
        <div className="grid gap-2">
          <p>{m.refund_summary({ title: payment.title, email })}</p>
          <ul className="list-disc ps-5">
            {paid && payment.refund_way === 'manual' ? (
              <li>
                {m.refund_by_hand({
                  amount: formatUsdt(payment.final_price),
                  provider: payment.provider ?? '—',
                })}
              </li>
            ) : null}
            {paid && payment.refund_way !== 'manual' ? (
              <li>
                {m.refund_back_provider({
                  amount: formatUsdt(payment.final_price),
                  provider: payment.provider ?? '—',
                })}
                {payment.provider_reference ? (
                  <>
                    {' '}
                    (<LtrFigure>{payment.provider_reference}</LtrFigure>)
                  </>
                ) : null}
              </li>
            ) : null}
            {credit ? (
              <li>{m.refund_back_credit({ credit: formatUsdt(payment.credit) })}</li>
            ) : null}
          </ul>
        </div>
      }
      noteLabel={m.refund_note()}
      requiredText={m.staff_validation_reason_required}
      noteRequired
      destructive
      reference={
        payment.refund_way === 'manual'
          ? { label: m.refund_reference(), requiredText: m.refund_reference_required }
          : undefined
      }
      onDecide={async (note, reference) => {
        await refundStaffPayment({
          data: {
            params: { paymentId: payment.id },
            body: { note, reference: payment.refund_way === 'manual' ? reference : null },
          },
        })
        showToast('success', m.refund_done())
        await queryClient.invalidateQueries({ queryKey: staffKeys.all })
      }}
    />
  )
}

export function TicketsTable({ tickets }: { tickets: StaffUserTicket[] }) {
  const columns: Column<StaffUserTicket>[] = [
    {
      header: m.staff_col_subject(),
      cell: (t) => (
        <Link
          to="/staff/tickets/$ticketId"
          params={{ ticketId: t.id }}
          className="underline-offset-4 hover:underline"
        >
          <LtrFigure>#{t.id}</LtrFigure> <span dir="auto">{t.subject}</span>
        </Link>
      ),
    },
    { header: m.money_col_status(), cell: (t) => ticketStatusText(t.status) },
    { header: m.staff_col_updated(), cell: (t) => formatDateTime(t.updated_at) },
  ]
  return <ListTable label={m.staff_nav_tickets()} columns={columns} rows={tickets} />
}
