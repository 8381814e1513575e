/**
 * What the staff queues share: the page (title, status tabs, the table) and,
 * for withdrawals, the pay and reject decisions with their notes.
 */
import { useQueryClient } from '@tanstack/react-query'
import { PageHeader } from '~/components/layout/page-header'
import { type Column, ListTable } from '~/components/money/list-table'
import { DecisionDialog } from '~/components/staff/decision-dialog'
import { StatusTabs } from '~/components/staff/status-tabs'
import { statusText } from '~/components/staff/status-text'
import { Card, CardContent } from '~/components/ui/card'
import { formatUsdt } from '~/lib/money-format'
import { staffKeys } from '~/lib/queries/staff'
import { showToast } from '~/lib/toast'
import { m } from '~/paraglide/messages'

export function StaffQueuePage<Row extends { id: string | number }, Status extends string>(props: {
  title: string
  statuses: readonly Status[]
  status: Status
  columns: Column<Row>[]
  rows: Row[]
}) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title={props.title} />
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

interface WithdrawSummary {
  amount: string
  address: string
  user: { email: string }
}

/** Pay (with a result note, required or not) or reject (note required) a pending withdrawal. */
export function WithdrawDecisions(props: {
  withdraw: WithdrawSummary
  payTitle: string
  rejectTitle: string
  payNoteRequired: boolean
  pay(note: string): Promise<unknown>
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
      <DecisionDialog
        action={m.staff_pay()}
        title={props.payTitle}
        description={summary}
        noteLabel={m.staff_result_note()}
        requiredText={m.staff_validation_result_required}
        noteRequired={props.payNoteRequired}
        onDecide={async (note) => {
          await props.pay(note)
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
