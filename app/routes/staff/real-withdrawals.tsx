import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import type { StaffRealWithdraw } from '#contract/staff.ts'
import { DownloadCsv, staffExportHref } from '~/components/exports/download-csv'
import { Amount } from '~/components/money/amount'
import type { Column } from '~/components/money/list-table'
import { StatusPill } from '~/components/money/status-pill'
import { TransactionLink } from '~/components/money/withdraw-columns'
import { staffHead } from '~/components/staff/staff-head'
import { AddressAge, StaffQueuePage, WithdrawDecisions } from '~/components/staff/staff-queue'
import { Decided, UserRef } from '~/components/staff/staff-ref'
import {
  QUEUE_PAGE,
  withdrawQueueSearch,
  withdrawQueueStatuses,
} from '~/components/staff/staff-search'
import { STICKY_ACTIONS } from '~/components/staff/staff-words'
import { localDigits } from '~/lib/format'
import { formatDateTime } from '~/lib/money-format'
import { staffRealWithdrawsQuery } from '~/lib/queries/staff'
import { m } from '~/paraglide/messages'
import { payStaffRealWithdraw, rejectStaffRealWithdraw } from '~/server/generated/staff.functions'

export const Route = createFileRoute('/staff/real-withdrawals')({
  // The loader (and the query factories it brings) loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: staffHead('realWithdrawals'),
  validateSearch: withdrawQueueSearch,
  loaderDeps: ({ search }) => ({ status: search.status ?? 'pending' }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      staffRealWithdrawsQuery({ status: deps.status, per_page: QUEUE_PAGE }),
    ),
  component: Page,
})

function Page() {
  const status = Route.useSearch().status ?? 'pending'
  const rows = useSuspenseQuery(staffRealWithdrawsQuery({ status, per_page: QUEUE_PAGE })).data.data
  const columns: Column<StaffRealWithdraw>[] = [
    { header: m.staff_col_user(), cell: (w) => <UserRef user={w.user} /> },
    { header: m.money_col_account(), cell: (w) => <bdi>{w.account_title}</bdi> },
    {
      // What the trader asked for, and below it what it took from the balance.
      header: m.money_col_amount(),
      cell: (w) => (
        <span className="grid">
          <Amount value={w.amount} />
          <span className="text-muted-foreground text-xs">
            {m.staff_col_debited()}: <Amount value={w.debited} />
          </span>
        </span>
      ),
    },
    {
      header: m.money_col_address(),
      cell: (w) => (
        <span className="grid">
          <bdi className="text-xs">{w.type}</bdi>
          <bdi dir="ltr" className="block max-w-44 truncate font-mono text-xs" title={w.address}>
            {w.address}
          </bdi>
        </span>
      ),
    },
    // The security signal for a new payout address, next to the address.
    { header: m.staff_col_address_age(), cell: (w) => <AddressAge w={w} /> },
    {
      header: m.real_field_description(),
      cell: (w) => (
        <span dir="auto" className="block max-w-40 truncate" title={w.description}>
          {w.description}
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
      cell: (w) => (
        <div className="grid gap-1">
          <StatusPill status={w.status} />
          {w.held_by_flags.length > 0 && (
            <span className="font-medium text-amber-700 text-xs dark:text-amber-300">
              {m.flag_holds({ ids: w.held_by_flags.map((id) => `#${localDigits(id)}`).join(', ') })}
            </span>
          )}
        </div>
      ),
    },
    {
      // A decided payout's outcome in one place: its transaction, the result noted, who and when.
      header: m.staff_col_decided(),
      cell: (w) =>
        w.decided_at ? (
          <span className="grid gap-0.5 text-xs">
            <Decided by={w.decided_by} at={w.decided_at} />
            <TransactionLink w={w} />
            {w.note ? (
              <span dir="auto" className="block max-w-40 truncate" title={w.note}>
                {w.note}
              </span>
            ) : null}
          </span>
        ) : (
          '—'
        ),
    },
    {
      header: m.staff_col_actions(),
      className: STICKY_ACTIONS,
      // The review window is where a payout is decided from (issue 33): beside the decisions.
      cell: (w) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to="/staff/review/$withdrawId"
            params={{ withdrawId: w.id }}
            className="text-primary text-xs underline-offset-4 hover:underline"
          >
            {m.review_link()}
          </Link>
          {w.status === 'pending' ? (
            <WithdrawDecisions
              withdraw={w}
              payTitle={m.staff_pay_real_title()}
              rejectTitle={m.staff_reject_real_title()}
              pay={(body) => payStaffRealWithdraw({ data: { params: { withdrawId: w.id }, body } })}
              reject={(note) =>
                rejectStaffRealWithdraw({ data: { params: { withdrawId: w.id }, body: { note } } })
              }
            />
          ) : null}
        </div>
      ),
    },
  ]
  return (
    <StaffQueuePage
      title={m.staff_nav_real_withdrawals()}
      actions={<DownloadCsv href={staffExportHref('payouts')} label={m.exports_payouts()} />}
      statuses={withdrawQueueStatuses}
      status={status}
      columns={columns}
      rows={rows}
    />
  )
}
