/**
 * Pieces of the staff Payments page: the filters (links keeping the other
 * filters, and the buyer search), the flag badge and the provider events
 * timeline of one payment.
 */
import { Link, useNavigate } from '@tanstack/react-router'
import type { StaffPayment } from '#contract/staff-payments.ts'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatAmount, formatDateTime } from '~/lib/money-format'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'
import type { PaymentSearch } from './payment-search'

const linkClass = (current: boolean) =>
  cn(
    'rounded-md px-3 py-1.5 font-medium text-muted-foreground text-sm',
    current && 'bg-background text-foreground shadow-xs',
  )

/** One filter's choices as links; the other filters stay. */
export function FilterLinks<V extends string>(props: {
  label: string
  name: 'status' | 'provider'
  values: readonly V[]
  current: V | undefined
  text: (value: V) => string
  search: PaymentSearch
}) {
  const choices: Array<V | undefined> = [undefined, ...props.values]
  return (
    <nav aria-label={props.label} className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
      {choices.map((value) => (
        <Link
          key={value ?? 'all'}
          to="/staff/payments"
          search={{ ...props.search, page: undefined, [props.name]: value }}
          aria-current={value === props.current ? 'page' : undefined}
          className={linkClass(value === props.current)}
        >
          {value === undefined ? m.staff_payments_all() : props.text(value)}
        </Link>
      ))}
    </nav>
  )
}

export function BuyerSearch({ search }: { search: PaymentSearch }) {
  const navigate = useNavigate()
  return (
    <search className="max-w-md">
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          const user = String(new FormData(event.currentTarget).get('user') ?? '').trim()
          void navigate({
            to: '/staff/payments',
            search: { ...search, page: undefined, user: user || undefined },
          })
        }}
      >
        <Input
          name="user"
          defaultValue={search.user ?? ''}
          aria-label={m.staff_payments_user_filter()}
          placeholder={m.staff_payments_user_filter()}
        />
        <Button type="submit" variant="outline">
          {m.staff_payments_search()}
        </Button>
      </form>
    </search>
  )
}

const flagTexts: Record<NonNullable<StaffPayment['flag']>, () => string> = {
  amount_mismatch: m.staff_flag_amount_mismatch,
  partially_paid: m.staff_flag_partially_paid,
  paid_after_cancel: m.staff_flag_paid_after_cancel,
  refund_failed: m.staff_flag_refund_failed,
}

export function FlagBadge({ flag }: { flag: StaffPayment['flag'] }) {
  if (!flag) return null
  return (
    <span
      data-flag={flag}
      className="inline-flex rounded-full bg-destructive/15 px-2 py-0.5 font-medium text-destructive text-xs"
    >
      {flagTexts[flag]()}
    </span>
  )
}

const outcomeTexts: Record<StaffPayment['events'][number]['outcome'], () => string> = {
  activated: m.staff_event_activated,
  already_paid: m.staff_event_already_paid,
  canceled: m.staff_event_canceled,
  refunded: m.staff_event_refunded,
  flagged: m.staff_event_flagged,
  pending: m.staff_event_pending,
  ignored: m.staff_event_ignored,
  unknown_payment: m.staff_event_unknown_payment,
  wrong_provider: m.staff_event_wrong_provider,
}

/** What the provider reported, as "50.50 USDTTRC20". */
export function Received({ amount, currency }: { amount: string | null; currency: string | null }) {
  if (amount === null) return <>—</>
  return (
    <LtrFigure>
      {formatAmount(amount)} {currency?.toUpperCase()}
    </LtrFigure>
  )
}

/** The provider's events for one payment, oldest first. */
export function EventsTimeline({ events }: { events: StaffPayment['events'] }) {
  if (events.length === 0)
    return <span className="text-muted-foreground text-xs">{m.staff_payments_no_events()}</span>
  return (
    <ol className="grid min-w-56 gap-1 text-xs">
      {events.map((e) => (
        <li key={e.id} className="flex flex-wrap items-baseline gap-x-2">
          <bdi className="text-muted-foreground tabular-nums">{formatDateTime(e.received_at)}</bdi>
          <code dir="ltr">{e.type}</code>
          <span>→ {outcomeTexts[e.outcome]()}</span>
          <span className="text-muted-foreground">
            ({e.source === 'webhook' ? m.staff_event_webhook() : m.staff_event_reconciliation()})
          </span>
        </li>
      ))}
    </ol>
  )
}
