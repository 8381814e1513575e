import type { z } from 'zod'
import { type Column, ListTable } from '~/components/money/list-table'
import { StatusPill } from '~/components/money/status-pill'
import { formatDate, formatDateTime, formatUsdt } from '~/lib/money-format'
import { m } from '~/paraglide/messages'
import type { referralWithdraw, referredFriend } from '../../../contract/referrals.ts'

type Friend = z.infer<typeof referredFriend>
type Withdraw = z.infer<typeof referralWithdraw>

// Functions: the headers follow the page's language.
const friendColumns = (): Column<Friend>[] => [
  { header: m.referral_col_friend(), cell: (f) => <bdi>{f.name}</bdi> },
  { header: m.referral_col_joined(), cell: (f) => formatDate(f.joined_at) },
  { header: m.referral_col_pending(), cell: (f) => <Amount value={f.rewards_pending} /> },
  { header: m.referral_col_available(), cell: (f) => <Amount value={f.rewards_available} /> },
]

export function FriendsTable({ rows }: { rows: readonly Friend[] }) {
  return <ListTable label={m.referral_friends()} columns={friendColumns()} rows={rows} />
}

const withdrawColumns = (): Column<Withdraw>[] => [
  { header: m.money_col_amount(), cell: (w) => <Amount value={w.amount} /> },
  { header: m.money_col_type(), cell: (w) => <bdi>{w.type}</bdi> },
  {
    header: m.money_col_address(),
    cell: (w) => (
      <bdi className="block max-w-48 truncate font-mono text-xs" title={w.address}>
        {w.address}
      </bdi>
    ),
  },
  { header: m.money_col_status(), cell: (w) => <StatusPill status={w.status} /> },
  { header: m.money_col_created(), cell: (w) => formatDateTime(w.created_at) },
  { header: m.money_col_result(), cell: (w) => w.result ?? '—' },
  {
    header: m.money_col_result_date(),
    cell: (w) => (w.result_at ? formatDateTime(w.result_at) : '—'),
  },
]

export function ReferralWithdrawsTable({ rows }: { rows: readonly Withdraw[] }) {
  return <ListTable label={m.referral_withdraws()} columns={withdrawColumns()} rows={rows} />
}

export function Amount({ value }: { value: string }) {
  return (
    <span className="tabular-nums" dir="ltr">
      {formatUsdt(value)}
    </span>
  )
}
