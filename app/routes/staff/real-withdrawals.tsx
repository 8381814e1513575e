import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { StaffRealWithdraw } from '#contract/staff.ts'
import { DownloadCsv, staffExportHref } from '~/components/exports/download-csv'
import { staffHead } from '~/components/staff/staff-head'
import { QUEUE_PAGE, withdrawQueueSearch } from '~/components/staff/staff-search'
import { type WithdrawKind, WithdrawQueue } from '~/components/staff/withdraw-queue'
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

/** A real account's payout: from its account, held by risk flags, decided in the review window. */
const realWithdraw = (): WithdrawKind<StaffRealWithdraw> => ({
  title: m.staff_nav_real_withdrawals(),
  actions: <DownloadCsv href={staffExportHref('payouts')} label={m.exports_payouts()} />,
  payTitle: m.staff_pay_real_title(),
  rejectTitle: m.staff_reject_real_title(),
  pay: (w, body) => payStaffRealWithdraw({ data: { params: { withdrawId: w.id }, body } }),
  reject: (w, note) =>
    rejectStaffRealWithdraw({ data: { params: { withdrawId: w.id }, body: { note } } }),
  decision: (w) => ({ at: w.decided_at, note: w.note }),
  account: (w) => w.account_title,
  debited: (w) => w.debited,
  description: (w) => w.description,
  heldBy: (w) => w.held_by_flags,
  reviewed: true,
})

function Page() {
  const status = Route.useSearch().status ?? 'pending'
  const rows = useSuspenseQuery(staffRealWithdrawsQuery({ status, per_page: QUEUE_PAGE })).data.data
  return <WithdrawQueue kind={realWithdraw()} status={status} rows={rows} />
}
