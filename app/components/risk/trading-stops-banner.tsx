/**
 * What the risk desk stopped, in plain words, where the trader trades and
 * reads their account (decision 581): new orders on this account stopped,
 * or new positions on a symbol halted; closing always stays possible.
 */
import { useQuery } from '@tanstack/react-query'
import { formatDateTime } from '~/lib/format'
import { tradingStopsQuery } from '~/lib/queries/risk'
import { m } from '~/paraglide/messages'

export function TradingStopsBanner({
  userChallengeId,
  symbol,
}: {
  userChallengeId: number
  /** On the terminal: only this symbol's halt is named. */
  symbol?: string
}) {
  const stops = useQuery(tradingStopsQuery(userChallengeId)).data?.data
  if (!stops) return null
  const halts = stops.halted_symbols.filter((h) => symbol === undefined || h.symbol === symbol)
  if (!stops.account_stopped_at && halts.length === 0) return null
  return (
    <div
      role="status"
      data-testid="trading-stops"
      className="grid gap-1 rounded-md border border-destructive bg-destructive/10 px-3 py-2 font-medium text-destructive text-sm"
    >
      {stops.account_stopped_at ? (
        <p>{m.risk_trader_stopped({ date: formatDateTime(stops.account_stopped_at) })}</p>
      ) : null}
      {halts.map((h) => (
        <p key={h.symbol}>{m.risk_trader_halted({ symbol: h.symbol })}</p>
      ))}
    </div>
  )
}
