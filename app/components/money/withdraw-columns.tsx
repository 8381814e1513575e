import { Amount } from '~/components/money/amount'
import type { Column } from '~/components/money/list-table'
import { StatusPill } from '~/components/money/status-pill'
import { formatDateTime } from '~/lib/money-format'
import { m } from '~/paraglide/messages'

interface WithdrawRow {
  amount: string
  type: string
  address: string
  status: string
  created_at: string
}

/**
 * The columns a trader's withdrawal list shows (real profit and referral
 * rewards alike); `decision` reads the staff's note and when they decided.
 * A function: the headers follow the page's language.
 */
export function withdrawColumns<T extends WithdrawRow>(
  decision: (w: T) => { note: string | null; at: string | null },
): Column<T>[] {
  return [
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
    { header: m.money_col_result(), cell: (w) => decision(w).note ?? '—' },
    {
      header: m.money_col_result_date(),
      cell: (w) => {
        const at = decision(w).at
        return at ? formatDateTime(at) : '—'
      },
    },
  ]
}
