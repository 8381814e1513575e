/**
 * What the staff queues share: the page (title, status tabs, the table) and,
 * for withdrawals, the pay and reject decisions with their notes.
 */
import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { PayoutNetwork } from '#contract/payouts.ts'
import { PageHeader } from '~/components/layout/page-header'
import { type Column, ListTable } from '~/components/money/list-table'
import { DecisionDialog } from '~/components/staff/decision-dialog'
import { PayDialog, type Payment } from '~/components/staff/pay-dialog'
import { StatusTabs } from '~/components/staff/status-tabs'
import { statusText } from '~/components/staff/status-text'
import { Card, CardContent } from '~/components/ui/card'
import { localDigits } from '~/lib/format'
import { formatDateTime, formatUsdt } from '~/lib/money-format'
import { staffKeys } from '~/lib/queries/staff'
import { showToast } from '~/lib/toast'
import { m } from '~/paraglide/messages'

export function StaffQueuePage<Row extends { id: string | number }, Status extends string>(props: {
  title: string
  /** Beside the title (an export). */
  actions?: ReactNode
  statuses: readonly Status[]
  status: Status
  columns: Column<Row>[]
  rows: Row[]
}) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title={props.title} actions={props.actions} />
      <StatusTabs
        statuses={props.statuses}
        current={props.status}
        label={m.staff_status_filter()}
        text={statusText}
      />
      <Card>
        <CardContent className="pt-5">
          <ListTable label={props.title} columns={props.columns} rows={props.rows} />
        </CardContent>
      </Card>
    </div>
  )
}

/** After a decision: say so, and refetch every staff list. */
export function useStaffDecided(): (message: string) => Promise<void> {
  const queryClient = useQueryClient()
  return async (message) => {
    showToast('success', message)
    await queryClient.invalidateQueries({ queryKey: staffKeys.all })
  }
}

/** How old the address was when the request was made ("3 d 4 h"); "—" before the address book. */
export function AddressAge({ w }: { w: { created_at: string; address_added_at: string | null } }) {
  if (!w.address_added_at) return '—'
  const hours = Math.floor(
    (new Date(w.created_at).getTime() - new Date(w.address_added_at).getTime()) / 3600_000,
  )
  const young = hours < 72
  return (
    <span
      className={young ? 'font-medium text-amber-700 dark:text-amber-300' : undefined}
      title={m.staff_address_added({ date: formatDateTime(w.address_added_at) })}
      data-testid="address-age"
    >
      {m.staff_address_age({
        days: localDigits(Math.floor(hours / 24)),
        hours: localDigits(hours % 24),
      })}
    </span>
  )
}

interface WithdrawSummary {
  amount: string
  address: string
  network: PayoutNetwork | null
  user: { email: string }
}

/** Pay (network and transaction hash, a note optional) or reject (note required) a pending withdrawal. */
export function WithdrawDecisions(props: {
  withdraw: WithdrawSummary
  payTitle: string
  rejectTitle: string
  pay(payment: Payment): Promise<unknown>
  reject(note: string): Promise<unknown>
}) {
  const decided = useStaffDecided()
  const { withdraw } = props
  const summary = m.staff_withdraw_summary({
    amount: formatUsdt(withdraw.amount),
    email: withdraw.user.email,
    address: withdraw.address,
  })
  return (
    <div className="flex gap-2">
      <PayDialog
        title={props.payTitle}
        description={summary}
        network={withdraw.network}
        onPay={async (payment) => {
          await props.pay(payment)
          await decided(m.staff_paid_done())
        }}
      />
      <DecisionDialog
        action={m.staff_reject()}
        title={props.rejectTitle}
        description={summary}
        noteLabel={m.staff_reject_note()}
        requiredText={m.staff_validation_reason_required}
        noteRequired
        destructive
        onDecide={async (note) => {
          await props.reject(note)
          await decided(m.staff_rejected_done())
        }}
      />
    </div>
  )
}
