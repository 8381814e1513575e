import { Link } from '@tanstack/react-router'
import type { RealWithdraw } from '#contract/real.ts'
import type { UserChallenge } from '#contract/user-challenges.ts'
import { Amount } from '~/components/money/amount'
import { type Column, ListTable } from '~/components/money/list-table'
import { StatusPill } from '~/components/money/status-pill'
import { withdrawColumns } from '~/components/money/withdraw-columns'
import { formatDateTime } from '~/lib/money-format'
import { m } from '~/paraglide/messages'

// Functions: the headers follow the page's language.
const accountColumns = (): Column<UserChallenge>[] => [
  {
    header: m.money_col_account(),
    cell: (a) => (
      <Link
        to="/challenges/$userChallengeId"
        params={{ userChallengeId: String(a.id) }}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {a.title}
      </Link>
    ),
  },
  { header: m.real_col_initial(), cell: (a) => <Amount value={a.initial_balance} /> },
  { header: m.money_col_balance(), cell: (a) => <Amount value={a.balance} /> },
  { header: m.money_col_equity(), cell: (a) => <Amount value={a.equity} /> },
  { header: m.money_col_status(), cell: (a) => <StatusPill status={a.status} /> },
  { header: m.money_col_created(), cell: (a) => formatDateTime(a.created_at) },
  {
    header: m.real_col_trade(),
    cell: (a) =>
      a.status === 'active' ? (
        <Link
          to="/trade/$userChallengeId/$symbol"
          params={{ userChallengeId: String(a.id), symbol: 'BTCUSDT' }}
          className="text-primary underline-offset-4 hover:underline"
        >
          {m.demo_trade()}
        </Link>
      ) : (
        '—'
      ),
  },
]

export function RealAccountsTable({ rows }: { rows: readonly UserChallenge[] }) {
  return <ListTable label={m.real_accounts()} columns={accountColumns()} rows={rows} />
}

/** A withdrawal as the trader's list shows it: a held one's status reads under_review. */
type ShownWithdraw = Omit<RealWithdraw, 'status'> & {
  status: RealWithdraw['status'] | 'under_review'
}

const realWithdrawColumns = (titles: ReadonlyMap<number, string>): Column<ShownWithdraw>[] => [
  {
    header: m.money_col_account(),
    cell: (w) => titles.get(w.user_challenge_id) ?? `#${w.user_challenge_id}`,
  },
  ...withdrawColumns<ShownWithdraw>((w) => ({ note: w.note, at: w.decided_at })),
]

export function RealWithdrawsTable({
  rows,
  titles,
}: {
  rows: readonly RealWithdraw[]
  titles: ReadonlyMap<number, string>
}) {
  // A payout an open risk review holds reads "Under review", and no more (issue 33).
  const shown = rows.map(
    (w): ShownWithdraw => (w.under_review ? { ...w, status: 'under_review' } : w),
  )
  return <ListTable label={m.real_withdraws()} columns={realWithdrawColumns(titles)} rows={shown} />
}
