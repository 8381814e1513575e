import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { StaffReferralWithdraw } from '#contract/staff.ts'
import { staffHead } from '~/components/staff/staff-head'
import { QUEUE_PAGE, withdrawQueueSearch } from '~/components/staff/staff-search'
import { type WithdrawKind, WithdrawQueue } from '~/components/staff/withdraw-queue'
import { staffReferralWithdrawsQuery } from '~/lib/queries/staff'
import { m } from '~/paraglide/messages'
import {
  payStaffReferralWithdraw,
  rejectStaffReferralWithdraw,
} from '~/server/generated/staff.functions'

export const Route = createFileRoute('/staff/referral-withdrawals')({
  // The loader (and the query factories it brings) loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: staffHead('referralWithdrawals'),
  validateSearch: withdrawQueueSearch,
  loaderDeps: ({ search }) => ({ status: search.status ?? 'pending' }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      staffReferralWithdrawsQuery({ status: deps.status, per_page: QUEUE_PAGE }),
    ),
  component: Page,
})

/** A referral commission's payout: the amount is what leaves the balance; its note is the result. */
const referralWithdraw = (): WithdrawKind<StaffReferralWithdraw> => ({
  title: m.staff_nav_referral_withdrawals(),
  payTitle: m.staff_pay_referral_title(),
  rejectTitle: m.staff_reject_referral_title(),
  pay: (w, body) => payStaffReferralWithdraw({ data: { params: { withdrawId: w.id }, body } }),
  reject: (w, note) =>
    rejectStaffReferralWithdraw({ data: { params: { withdrawId: w.id }, body: { note } } }),
  decision: (w) => ({ at: w.result_at, note: w.result }),
})

function Page() {
  const status = Route.useSearch().status ?? 'pending'
  const rows = useSuspenseQuery(staffReferralWithdrawsQuery({ status, per_page: QUEUE_PAGE })).data
    .data
  return <WithdrawQueue kind={referralWithdraw()} status={status} rows={rows} />
}
