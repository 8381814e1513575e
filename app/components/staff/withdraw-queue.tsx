/**
 * The staff's two withdrawal queues (real accounts' payouts, referral
 * commissions) as one component (issue 37 §5): the same columns, each
 * kind adding what only it has (the account, what was debited, the
 * description, the risk flags holding it, the review window). The columns
 * that decide a payout fit a 1 366 px screen (issue 32): the description
 * under the account, the address's age under the address.
 */
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { PayoutNetwork } from '#contract/payouts.ts'
import { Amount } from '~/components/money/amount'
import type { Column } from '~/components/money/list-table'
import { StatusPill } from '~/components/money/status-pill'
import { TransactionLink } from '~/components/money/withdraw-columns'
import type { Payment } from '~/components/staff/pay-dialog'
import { AddressAge, StaffQueuePage, WithdrawDecisions } from '~/components/staff/staff-queue'
import { Decided, UserRef } from '~/components/staff/staff-ref'
import { withdrawQueueStatuses } from '~/components/staff/staff-search'
import { STICKY_ACTIONS } from '~/components/staff/staff-words'
import { flagIdList } from '~/lib/format'
import { formatDateTime } from '~/lib/money-format'
import { m } from '~/paraglide/messages'

type StaffUser = { id: number; email: string; name: string | null }

/** What both queues' rows have. */
export interface QueuedWithdraw {
  id: number
  user: StaffUser
  amount: string
  type: string
  address: string
  address_added_at: string | null
  network: PayoutNetwork | null
  tx_hash: string | null
  explorer_url: string | null
  status: string
  created_at: string
  decided_by: StaffUser | null
}

/** What one kind of withdrawal brings to the queue. */
export interface WithdrawKind<W extends QueuedWithdraw> {
  title: string
  /** Beside the title (an export). */
  actions?: ReactNode
  payTitle: string
  rejectTitle: string
  pay(w: W, payment: Payment): Promise<unknown>
  reject(w: W, note: string): Promise<unknown>
  /** When it was decided, and the note the staff left with it. */
  decision(w: W): { at: string | null; note: string | null }
  /** The trading account it is paid from. */
  account?(w: W): string
  /** What it took from the balance, when that differs from the amount. */
  debited?(w: W): string
  /** The trader's own words with the request. */
  description?(w: W): string
  /** The open risk flags holding it (it cannot be paid until each is decided). */
  heldBy?(w: W): readonly number[]
  /** Has a review window (/staff/review/$withdrawId) to decide it from. */
  reviewed?: boolean
}

export function WithdrawQueue<W extends QueuedWithdraw>({
  kind,
  status,
  rows,
}: {
  kind: WithdrawKind<W>
  status: (typeof withdrawQueueStatuses)[number]
  rows: W[]
}) {
  const columns: (Column<W> | false)[] = [
    { header: m.staff_col_user(), cell: (w) => <UserRef user={w.user} /> },
    kind.account !== undefined && {
      // The account, and below it the trader's own words for the payout.
      header: m.money_col_account(),
      className: 'whitespace-normal',
      cell: (w) => {
        const text = kind.description?.(w)
        return (
          <span className="grid w-max max-w-36">
            <bdi>{kind.account?.(w)}</bdi>
            {text ? (
              <span
                dir="auto"
                className="block truncate text-muted-foreground text-xs"
                title={`${m.real_field_description()}: ${text}`}
              >
                {text}
              </span>
            ) : null}
          </span>
        )
      },
    },
    {
      header: m.money_col_amount(),
      cell: (w) =>
        kind.debited ? (
          // What the trader asked for, and below it what it took from the balance.
          <span className="grid w-max">
            <Amount value={w.amount} />
            <span className="text-muted-foreground text-xs">
              {m.staff_col_debited()}: <Amount value={kind.debited(w)} />
            </span>
          </span>
        ) : (
          <Amount value={w.amount} />
        ),
    },
    {
      // The network, the address and under it its age: the security signal for a new payout
      // address. Widths are set: a cell sized to its content never runs into the next (issue 32).
      header: m.money_col_address(),
      cell: (w) => (
        <span className="grid w-32 text-xs">
          <bdi>{w.type}</bdi>
          <bdi dir="ltr" className="block truncate font-mono" title={w.address}>
            {w.address}
          </bdi>
          <span>
            {m.staff_col_address_age()}: <AddressAge w={w} />
          </span>
        </span>
      ),
    },
    {
      header: m.money_col_created(),
      className: 'whitespace-normal',
      cell: (w) => <span className="block min-w-24">{formatDateTime(w.created_at)}</span>,
    },
    {
      header: m.money_col_status(),
      cell: (w) => <QueueStatus status={w.status} heldBy={kind.heldBy?.(w) ?? []} />,
    },
    // The pending queue has nothing decided: without that empty column the payouts fit at 1 366 px.
    status !== 'pending' && {
      // A decided payout's outcome in one place: who and when, its transaction, the note.
      header: m.staff_col_decided(),
      cell: (w) => {
        const { at, note } = kind.decision(w)
        if (!at) return '—'
        return (
          <span className="grid gap-0.5 text-xs">
            <Decided by={w.decided_by} at={at} />
            <TransactionLink w={w} />
            {note ? (
              <span dir="auto" className="block max-w-40 truncate" title={note}>
                {note}
              </span>
            ) : null}
          </span>
        )
      },
    },
    {
      header: m.staff_col_actions(),
      className: STICKY_ACTIONS,
      // The review window is where a payout is decided from (issue 33): beside the decisions.
      cell: (w) => (
        <div className="flex flex-wrap items-center gap-2">
          {kind.reviewed ? (
            <Link
              to="/staff/review/$withdrawId"
              params={{ withdrawId: w.id }}
              className="text-primary text-xs underline-offset-4 hover:underline"
            >
              {m.review_link()}
            </Link>
          ) : null}
          {w.status === 'pending' ? (
            <WithdrawDecisions
              withdraw={w}
              payTitle={kind.payTitle}
              rejectTitle={kind.rejectTitle}
              pay={(payment) => kind.pay(w, payment)}
              reject={(note) => kind.reject(w, note)}
            />
          ) : null}
        </div>
      ),
    },
  ]
  return (
    <StaffQueuePage
      title={kind.title}
      actions={kind.actions}
      statuses={withdrawQueueStatuses}
      status={status}
      columns={columns.filter((column) => column !== false)}
      rows={rows}
    />
  )
}

/** A queue row's status and, when open risk flags hold it, which (issue 33). */
export function QueueStatus({ status, heldBy }: { status: string; heldBy: readonly number[] }) {
  if (heldBy.length === 0) return <StatusPill status={status} />
  return (
    <div className="grid w-max max-w-32 gap-1 whitespace-normal">
      <StatusPill status={status} />
      <span className="font-medium text-amber-700 text-xs dark:text-amber-300">
        {m.flag_holds({ ids: flagIdList(heldBy) })}
      </span>
    </div>
  )
}
