/**
 * Firm-wide exposure per symbol (decision 580), repriced on every tick the
 * market channel brings: notional = size × mark, unrealised P&L = long size
 * × mark − long cost + short cost − short size × mark, exact decimals. The
 * funded part's P&L is what the firm owes if the traders closed now.
 */
import { useState } from 'react'
import type { SymbolExposure } from '#contract/risk-desk.ts'
import { D } from '#money/decimal.ts'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatAmount } from '~/lib/challenges/format'
import { formatNumber } from '~/lib/format'
import { liveChannels } from '~/lib/live/live-channels'
import { useLiveChannel } from '~/lib/live/use-live-channel'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'

export function exposureFigures(row: SymbolExposure, mark: string | null) {
  const price = D(mark ?? '0')
  const pnl = (long: SymbolExposure['long'], short: SymbolExposure['short']) =>
    D(long.size).mul(price).sub(long.cost).add(short.cost).sub(D(short.size).mul(price))
  const net = D(row.long.size).sub(row.short.size)
  return {
    net: net.toString(),
    longNotional: D(row.long.size).mul(price).toString(),
    shortNotional: D(row.short.size).mul(price).toString(),
    netNotional: net.mul(price).toString(),
    pnl: mark === null ? null : pnl(row.long, row.short).toString(),
    liability: mark === null ? null : pnl(row.funded_long, row.funded_short).toString(),
  }
}

const signed = (value: string | null) =>
  value === null ? (
    '—'
  ) : (
    <LtrFigure
      className={cn(D(value).isNegative() ? 'text-short' : D(value).isPositive() && 'text-long')}
    >
      {formatAmount(value)}
    </LtrFigure>
  )

function Row({ row }: { row: SymbolExposure }) {
  const [mark, setMark] = useState<string | null>(row.mark)
  useLiveChannel(liveChannels.market(row.symbol), { ticker: (ticker) => setMark(ticker.mark) })
  const shown = mark ?? row.mark
  const f = exposureFigures(row, shown)
  return (
    <tr className="border-t" data-testid={`exposure-${row.symbol}`}>
      <th scope="row" className="px-3 py-2 text-start font-medium">
        <bdi dir="ltr">{row.symbol}</bdi>
      </th>
      <td className="px-3 py-2" data-testid="exposure-mark">
        {shown === null ? '—' : <LtrFigure>{formatNumber(shown)}</LtrFigure>}
      </td>
      <td className="px-3 py-2">{formatNumber(row.accounts)}</td>
      <td className="px-3 py-2">
        <LtrFigure>{formatNumber(row.long.size)}</LtrFigure>
      </td>
      <td className="px-3 py-2">
        <LtrFigure>{formatNumber(row.short.size)}</LtrFigure>
      </td>
      <td className="px-3 py-2" data-testid="exposure-net">
        <LtrFigure>{formatNumber(f.net)}</LtrFigure>
      </td>
      <td className="px-3 py-2" data-testid="exposure-notional">
        <LtrFigure>{formatAmount(f.netNotional)}</LtrFigure>
      </td>
      <td className="px-3 py-2" data-testid="exposure-pnl">
        {signed(f.pnl)}
      </td>
      <td className="px-3 py-2" data-testid="exposure-liability">
        {signed(f.liability)}
      </td>
    </tr>
  )
}

export function ExposureTable({ rows }: { rows: SymbolExposure[] }) {
  const headers = [
    m.risk_col_symbol(),
    m.risk_col_mark(),
    m.risk_col_accounts(),
    m.risk_col_long(),
    m.risk_col_short(),
    m.risk_col_net(),
    m.risk_col_net_notional(),
    m.risk_col_pnl(),
    m.risk_col_liability(),
  ]
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm tabular-nums" aria-label={m.risk_exposure_title()}>
        <thead className="text-muted-foreground text-xs">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-start font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.symbol} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
