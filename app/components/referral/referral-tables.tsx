import type { z } from 'zod'
import type { referralWithdraw, referredFriend } from '#contract/referrals.ts'
import { Amount } from '~/components/money/amount'
import { type Column, ListTable } from '~/components/money/list-table'
import { withdrawColumns } from '~/components/money/withdraw-columns'
import { formatDate } from '~/lib/money-format'
import { m } from '~/paraglide/messages'

type Friend = z.infer<typeof referredFriend>
type Withdraw = z.infer<typeof referralWithdraw>

// Functions: the headers follow the page's language.
const friendColumns = (): Column<Friend>[] => [
  { header: m.referral_col_friend(), cell: (f) => <bdi>{f.name}</bdi> },
  { header: m.referral_col_joined(), cell: (f) => formatDate(f.joined_at) },
  { header: m.referral_col_pending(), cell: (f) => <Amount value={f.rewards_pending} /> },
  { header: m.referral_col_available(), cell: (f) => <Amount value={f.rewards_available} limit /> },
]

export function FriendsTable({ rows }: { rows: readonly Friend[] }) {
  return <ListTable label={m.referral_friends()} columns={friendColumns()} rows={rows} />
}

const referralWithdrawColumns = () =>
  withdrawColumns<Withdraw>((w) => ({ note: w.result, at: w.result_at }))

export function ReferralWithdrawsTable({ rows }: { rows: readonly Withdraw[] }) {
  return (
    <ListTable label={m.referral_withdraws()} columns={referralWithdrawColumns()} rows={rows} />
  )
}
