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
  network: string | null
  tx_hash: string | null
  explorer_url: string | null
}

/** The payment's transaction, linked to the network's public explorer (docs/decisions/393). */
export function TransactionLink({ w }: { w: WithdrawRow }) {
  if (!w.tx_hash) return '—'
  const short = `${w.tx_hash.slice(0, 10)}…${w.tx_hash.slice(-6)}`
  const text = (
    <bdi dir="ltr" className="font-mono text-xs">
      {short}
    </bdi>
  )
  return w.explorer_url ? (
    <a
      href={w.explorer_url}
      target="_blank"
      rel="noopener noreferrer"
      className="text-primary underline-offset-4 hover:underline"
      title={w.tx_hash}
      aria-label={m.money_tx_on_explorer({ network: w.network ?? '' })}
      data-testid="tx-link"
    >
      {text}
    </a>
  ) : (
    text
  )
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
    {
      header: m.money_col_type(),
      // "USDT · TRC20" for referral payouts; profit types name their network already.
      cell: (w) => (
        <bdi>
          {w.network && !w.type.includes(w.network.slice(0, 3))
            ? `${w.type} · ${w.network}`
            : w.type}
        </bdi>
      ),
    },
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
    { header: m.money_col_transaction(), cell: (w) => <TransactionLink w={w} /> },
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
