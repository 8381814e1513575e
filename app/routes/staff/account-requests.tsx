import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { StaffAccountRequest } from '#contract/staff.ts'
import { Amount } from '~/components/money/amount'
import type { Column } from '~/components/money/list-table'
import { DecisionDialog } from '~/components/staff/decision-dialog'
import { staffHead } from '~/components/staff/staff-head'
import { StaffQueuePage, useStaffDecided } from '~/components/staff/staff-queue'
import { AccountRef, Decided, UserRef } from '~/components/staff/staff-ref'
import {
  QUEUE_PAGE,
  requestQueueSearch,
  requestQueueStatuses,
} from '~/components/staff/staff-search'
import { STICKY_ACTIONS } from '~/components/staff/staff-words'
import { QueueStatus } from '~/components/staff/withdraw-queue'
import { formatDateTime, formatUsdt } from '~/lib/money-format'
import { staffAccountRequestsQuery } from '~/lib/queries/staff'
import { m } from '~/paraglide/messages'
import {
  approveStaffAccountRequest,
  rejectStaffAccountRequest,
} from '~/server/generated/staff.functions'

export const Route = createFileRoute('/staff/account-requests')({
  // The loader (and the query factories it brings) loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: staffHead('accountRequests'),
  validateSearch: requestQueueSearch,
  loaderDeps: ({ search }) => ({ status: search.status ?? 'pending' }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      staffAccountRequestsQuery({ status: deps.status, per_page: QUEUE_PAGE }),
    ),
  component: Page,
})

function Page() {
  const status = Route.useSearch().status ?? 'pending'
  const rows = useSuspenseQuery(staffAccountRequestsQuery({ status, per_page: QUEUE_PAGE })).data
    .data
  const decided = useStaffDecided()
  const summary = (r: StaffAccountRequest) =>
    m.staff_request_summary({
      title: r.title,
      size: formatUsdt(r.initial_balance),
      email: r.user.email,
    })
  const columns: Column<StaffAccountRequest>[] = [
    { header: m.staff_col_user(), cell: (r) => <UserRef user={r.user} /> },
    {
      header: m.money_col_account(),
      cell: (r) => <AccountRef id={r.user_challenge_id} title={r.title} />,
    },
    { header: m.real_col_initial(), cell: (r) => <Amount value={r.initial_balance} /> },
    { header: m.money_col_created(), cell: (r) => formatDateTime(r.created_at) },
    {
      // A pending request an open risk flag holds says which (issue 33).
      header: m.money_col_status(),
      cell: (r) => <QueueStatus status={r.status} heldBy={r.held_by_flags} />,
    },
    { header: m.money_col_result(), cell: (r) => <span dir="auto">{r.note ?? '—'}</span> },
    {
      header: m.staff_col_decided(),
      cell: (r) => <Decided by={r.decided_by} at={r.decided_at} />,
    },
    {
      header: m.staff_col_actions(),
      className: STICKY_ACTIONS,
      cell: (r) =>
        r.status === 'pending' ? (
          <div className="flex gap-2">
            <DecisionDialog
              action={m.staff_approve()}
              title={m.staff_approve_request_title()}
              description={summary(r)}
              noteLabel={m.staff_note()}
              noteRequired={false}
              onDecide={async (note) => {
                await approveStaffAccountRequest({
                  data: { params: { requestId: r.id }, body: { note: note || undefined } },
                })
                await decided(m.staff_approved_done())
              }}
            />
            <DecisionDialog
              action={m.staff_reject()}
              title={m.staff_reject_request_title()}
              description={summary(r)}
              noteLabel={m.staff_reject_note()}
              requiredText={m.staff_validation_reason_required}
              noteRequired
              destructive
              onDecide={async (note) => {
                await rejectStaffAccountRequest({
                  data: { params: { requestId: r.id }, body: { note } },
                })
                await decided(m.staff_rejected_done())
              }}
            />
          </div>
        ) : null,
    },
  ]
  return (
    <StaffQueuePage
      title={m.staff_nav_account_requests()}
      statuses={requestQueueStatuses}
      status={status}
      columns={columns}
      rows={rows}
    />
  )
}
