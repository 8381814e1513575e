/**
 * The terminal's tables under the chart: positions, open orders, order,
 * trade and transaction history; Hide Other Symbols; Close All and Cancel All
 * (of the shown pair when others are hidden), each asking first.
 */
import { useQuery } from '@tanstack/react-query'
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useState } from 'react'
import type { Position } from '#contract/trade.ts'
import {
  DownloadCsv,
  type HistoryExportKind,
  historyExportHref,
} from '~/components/exports/download-csv'
import { Card } from '~/components/ui/card'
import { localDigits } from '~/lib/format'
import { openOrdersQuery, positionsQuery } from '~/lib/queries/trade'
import { m } from '~/paraglide/messages'
import { cancelAllOrders, closeAllPositions } from '~/server/generated/trade.functions'
import { ConfirmAction } from './confirm-action'
import { OpenOrdersTable } from './open-orders-table'
import { PositionsTable } from './positions-table'

// The histories load on their tab's first opening: not part of the terminal's first load.
const history = () => import('./history-tables')
const OrderHistoryTable = lazy(() => history().then((t) => ({ default: t.OrderHistoryTable })))
const TradeHistoryTable = lazy(() => history().then((t) => ({ default: t.TradeHistoryTable })))
const TransactionHistoryTable = lazy(() =>
  history().then((t) => ({ default: t.TransactionHistoryTable })),
)

type Tab = 'positions' | 'openOrders' | 'orderHistory' | 'tradeHistory' | 'transactionHistory'

/** Each history tab's CSV export. */
const exportOf: Partial<Record<Tab, HistoryExportKind>> = {
  orderHistory: 'orders',
  tradeHistory: 'trades',
  transactionHistory: 'transactions',
}

/** English's one/other (Persian keeps the noun singular after a number: both texts agree). */
const isOne = (count: number) => new Intl.PluralRules('en').select(count) === 'one'

export function TradeTables({
  userChallengeId,
  symbol,
  renderTpSl,
}: {
  userChallengeId: number
  symbol: string
  /** The TP/SL dialog of a position (from the order pane), open while a position is chosen. */
  renderTpSl: (position: Position | null, close: () => void) => ReactNode
}) {
  const [tab, setTab] = useState<Tab>('positions')
  const [hideOthers, setHideOthers] = useState(false)
  const [tpsl, setTpsl] = useState<Position | null>(null)
  const positions = useQuery(positionsQuery(userChallengeId))
  const orders = useQuery(openOrdersQuery(userChallengeId))
  const only = hideOthers ? symbol : undefined
  const shownPositions = positions.data?.data.filter((p) => !only || p.symbol === only)
  const shownOrders = orders.data?.data.filter((o) => !only || o.symbol === only)
  const filter = only ? { symbol: only } : {}
  const tabs: Array<{ value: Tab; label: string; count?: number }> = [
    { value: 'positions', label: m.trade_tab_positions(), count: shownPositions?.length },
    { value: 'openOrders', label: m.trade_tab_open_orders(), count: shownOrders?.length },
    { value: 'orderHistory', label: m.trade_tab_order_history() },
    { value: 'tradeHistory', label: m.trade_tab_trade_history() },
    { value: 'transactionHistory', label: m.trade_tab_transaction_history() },
  ]
  return (
    <Card className="min-w-0" data-tour="trade-tables">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b px-3 py-2">
        {/* Plain tabs (no tabs library on the terminal's first load): arrows, Home and End move. */}
        <div
          role="tablist"
          aria-label={m.trade_tables()}
          className="flex flex-wrap gap-1"
          onKeyDown={(event) => moveTab(event, tabs, tab, setTab)}
        >
          {tabs.map((t) => (
            <button
              key={t.value}
              type="button"
              role="tab"
              id={`trade-tab-${t.value}`}
              aria-selected={tab === t.value}
              aria-controls="trade-tab-panel"
              tabIndex={tab === t.value ? 0 : -1}
              data-state={tab === t.value ? 'active' : 'inactive'}
              onClick={() => setTab(t.value)}
              className="rounded-md px-3 py-1.5 text-muted-foreground text-sm data-[state=active]:bg-accent data-[state=active]:text-foreground"
            >
              {t.label}
              {t.count ? <span className="ms-1 tabular-nums">({localDigits(t.count)})</span> : null}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-3">
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={hideOthers}
              onChange={(e) => setHideOthers(e.target.checked)}
            />
            {m.trade_hide_other_symbols()}
          </label>
          {exportOf[tab] ? (
            <DownloadCsv href={historyExportHref(userChallengeId, exportOf[tab])} />
          ) : null}
          {tab === 'positions' ? (
            <ConfirmAction
              label={m.trade_close_all()}
              question={(isOne(shownPositions?.length ?? 0)
                ? m.trade_confirm_close_all_one
                : m.trade_confirm_close_all_other)({
                count: String(shownPositions?.length ?? 0),
              })}
              disabled={!shownPositions?.length}
              run={() => closeAllPositions({ data: { params: { userChallengeId }, body: filter } })}
            />
          ) : null}
          {tab === 'openOrders' ? (
            <ConfirmAction
              label={m.trade_cancel_all()}
              question={(isOne(shownOrders?.length ?? 0)
                ? m.trade_confirm_cancel_all_one
                : m.trade_confirm_cancel_all_other)({ count: String(shownOrders?.length ?? 0) })}
              disabled={!shownOrders?.length}
              run={() => cancelAllOrders({ data: { params: { userChallengeId }, body: filter } })}
            />
          ) : null}
        </div>
      </div>
      <div role="tabpanel" id="trade-tab-panel" aria-labelledby={`trade-tab-${tab}`}>
        {tab === 'positions' ? (
          <PositionsTable
            userChallengeId={userChallengeId}
            positions={shownPositions}
            error={positions.error?.message ?? null}
            onTpSl={setTpsl}
          />
        ) : null}
        {tab === 'openOrders' ? (
          <OpenOrdersTable
            userChallengeId={userChallengeId}
            orders={shownOrders}
            error={orders.error?.message ?? null}
          />
        ) : null}
        {tab === 'orderHistory' ? (
          <Suspense fallback={<HistoryLoading />}>
            <OrderHistoryTable key={only ?? ''} userChallengeId={userChallengeId} symbol={only} />
          </Suspense>
        ) : null}
        {tab === 'tradeHistory' ? (
          <Suspense fallback={<HistoryLoading />}>
            <TradeHistoryTable key={only ?? ''} userChallengeId={userChallengeId} symbol={only} />
          </Suspense>
        ) : null}
        {tab === 'transactionHistory' ? (
          <Suspense fallback={<HistoryLoading />}>
            <TransactionHistoryTable
              key={only ?? ''}
              userChallengeId={userChallengeId}
              symbol={only}
            />
          </Suspense>
        ) : null}
      </div>
      {renderTpSl(tpsl && (positions.data?.data.find((p) => p.id === tpsl.id) ?? null), () =>
        setTpsl(null),
      )}
    </Card>
  )
}

function HistoryLoading() {
  return <p className="px-3 py-6 text-center text-muted-foreground text-sm">{m.trade_loading()}</p>
}

/** Arrow keys (mirrored right to left), Home and End choose and focus a tab. */
function moveTab<T extends string>(
  event: KeyboardEvent,
  tabs: ReadonlyArray<{ value: T }>,
  current: T,
  choose: (tab: T) => void,
) {
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
  const at = tabs.findIndex((t) => t.value === current)
  const step: Record<string, number> = {
    ArrowRight: rtl ? -1 : 1,
    ArrowLeft: rtl ? 1 : -1,
    Home: -at,
    End: tabs.length - 1 - at,
  }
  const by = step[event.key]
  if (by === undefined) return
  event.preventDefault()
  const next = tabs[(at + by + tabs.length) % tabs.length]
  if (!next) return
  choose(next.value)
  document.getElementById(`trade-tab-${next.value}`)?.focus()
}
