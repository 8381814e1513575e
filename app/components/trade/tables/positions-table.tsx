/** Open positions: size, entry, live mark and PnL, liquidation price, TP/SL, close. */

import type { Position } from '#contract/trade.ts'
import { Button } from '~/components/ui/button'
import { grouped } from '~/lib/trade/format'
import { m } from '~/paraglide/messages'
import { placeOrder } from '~/server/generated/trade.functions'
import { ConfirmAction } from './confirm-action'
import { type Column, DataTable } from './data-table'
import { LiquidationCell, MarginCell, MarkCell, PnlCell, PriceCell } from './live-cells'
import { RoeCell, SideCell } from './position-cells'

/** Closes one position at market, after asking (confirm-action.tsx). */
function CloseButton({
  userChallengeId,
  position,
}: {
  userChallengeId: number
  position: Position
}) {
  return (
    <ConfirmAction
      label={m.trade_close()}
      question={m.trade_confirm_close_one({ symbol: position.symbol })}
      run={() =>
        placeOrder({
          data: {
            params: { userChallengeId },
            body: {
              symbol: position.symbol,
              type: 'MARKET',
              side: position.side === 'long' ? 'sell' : 'buy',
              trade_type: 'close',
              size: position.size,
            },
          },
        })
      }
    />
  )
}

export function PositionsTable({
  userChallengeId,
  positions,
  error,
  onTpSl,
}: {
  userChallengeId: number
  positions: readonly Position[] | undefined
  error: string | null
  onTpSl: (position: Position) => void
}) {
  const columns: Column<Position>[] = [
    { key: 'symbol', title: m.trade_col_symbol(), cell: (p) => <span dir="ltr">{p.symbol}</span> },
    { key: 'side', title: m.trade_col_side(), cell: (p) => <SideCell position={p} /> },
    {
      key: 'size',
      title: m.trade_col_size(),
      cell: (p) => (
        <span dir="ltr" className={p.side === 'long' ? 'text-long' : 'text-short'}>
          {p.side === 'long' ? '' : '-'}
          {grouped(p.size)}
        </span>
      ),
    },
    {
      key: 'entry',
      title: m.trade_col_entry_price(),
      cell: (p) => <PriceCell symbol={p.symbol} price={p.entryPrice} />,
    },
    { key: 'mark', title: m.trade_col_mark_price(), cell: (p) => <MarkCell position={p} /> },
    {
      key: 'liq',
      title: m.trade_col_liquidation_price(),
      cell: (p) => <LiquidationCell position={p} />,
    },
    {
      key: 'margin',
      title: m.trade_col_margin(),
      cell: (p) => <MarginCell position={p} />,
    },
    { key: 'pnl', title: m.trade_col_pnl(), cell: (p) => <PnlCell position={p} /> },
    { key: 'roe', title: m.trade_col_roe(), cell: (p) => <RoeCell position={p} /> },
    {
      key: 'tpsl',
      title: m.trade_col_tp_sl(),
      cell: (p) => (
        <span className="inline-flex items-center gap-2">
          <span dir="ltr" data-testid="position-tpsl">
            <PriceCell symbol={p.symbol} price={p.tp} /> /{' '}
            <PriceCell symbol={p.symbol} price={p.sl} />
          </span>
          <Button size="sm" variant="outline" onClick={() => onTpSl(p)}>
            {m.trade_tp_sl_button()}
          </Button>
        </span>
      ),
    },
    {
      key: 'close',
      title: m.trade_col_action(),
      cell: (p) => <CloseButton userChallengeId={userChallengeId} position={p} />,
    },
  ]
  return (
    <DataTable
      label={m.trade_tab_positions()}
      columns={columns}
      rows={positions}
      rowKey={(p) => p.id}
      error={error}
    />
  )
}
