/** The position row's side with its leverage, and its ROE % following the live mark. */
import type { Position } from '#contract/trade.ts'
import { D } from '#money/decimal.ts'
import { formatPercent, localDigits } from '~/lib/format'
import { positionPnlText } from '~/lib/trade/account-figures'
import { signClass } from '~/lib/trade/format'
import { useTickerField } from '~/lib/trade/market-store'
import { m } from '~/paraglide/messages'

export function SideCell({ position }: { position: Position }) {
  return (
    <span
      data-testid="position-side"
      className={position.side === 'long' ? 'text-long' : 'text-short'}
    >
      {position.side === 'long' ? m.trade_side_long() : m.trade_side_short()}{' '}
      <bdi dir="ltr">{localDigits(position.leverage)}x</bdi>
    </span>
  )
}

/** Return on the position's margin: PnL ÷ margin, in percent. */
export function roePercent(pnl: string, margin: string): string | null {
  const base = D(margin)
  if (!base.isPositive()) return null
  return D(pnl).mul(100).div(base, 8).toFixed(2, 'half-even')
}

export function RoeCell({ position }: { position: Position }) {
  const pnl = useTickerField(position.symbol, (t) => positionPnlText(position, t.mark), null)
  const roe = roePercent(pnl ?? position.pnl, position.margin)
  return (
    <span dir="ltr" data-testid="position-roe" className={signClass(roe)}>
      {roe === null ? '--' : formatPercent(roe, { decimals: 2, signed: true })}
    </span>
  )
}
