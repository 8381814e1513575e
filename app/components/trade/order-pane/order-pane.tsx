/**
 * The trade terminal's order pane (spec §2 Trade): open/close tabs,
 * leverage, the notice about leverage and margin, the calculator and the
 * order form. Prices and free margin change on every tick; they go into a
 * small store that only the price-dependent numbers read, so the form
 * itself does not re-render on a tick.
 */
import { useQuery } from '@tanstack/react-query'
import { memo, useEffect, useMemo, useState } from 'react'
import type { CoinPair } from '#contract/coin-pairs.ts'
import type { Assets } from '#contract/trade.ts'
import { tradeSnapshotQuery } from '~/lib/queries/trade'
import { useHalted } from '~/lib/trade/market-store'
import { m } from '~/paraglide/messages'
import { CalculatorDialog } from './calculator-dialog'
import { LeverageDialog } from './leverage-dialog'
import { NoticeDialog } from './notice-dialog'
import { OrderForm } from './order-form'
import { createPaneStore, type PaneLive, PaneStoreContext } from './pane-store'
import { PaneTabs } from './pane-tabs'
import { useHeldSize } from './use-held-size'

export interface OrderPaneProps {
  userChallengeId: number | string
  pair: CoinPair
  lastPrice: string | null
  assets: Assets | null
}

export function OrderPane({ userChallengeId, pair, lastPrice, assets }: OrderPaneProps) {
  const live: PaneLive = {
    last: lastPrice,
    mark: pair.ticker.mark,
    bid: pair.ticker.bid,
    ask: pair.ticker.ask,
    freeMargin: assets?.free_margin ?? null,
    balance: assets?.balance ?? null,
  }
  const [store] = useState(() => createPaneStore(live))
  useEffect(() => store.set(live))
  const stable = useStablePair(pair)
  return (
    <PaneStoreContext.Provider value={store}>
      <PaneBody userChallengeId={Number(userChallengeId)} pair={stable} />
    </PaneStoreContext.Provider>
  )
}

/** The pair without its ticker, the same object while its settings stay the same. */
function useStablePair(pair: CoinPair): CoinPair {
  const { ticker: _ticker, ...settings } = pair
  const key = JSON.stringify(settings)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the settings
  return useMemo(() => pair, [key])
}

const PaneBody = memo(function PaneBody({
  userChallengeId,
  pair,
}: {
  userChallengeId: number
  pair: CoinPair
}) {
  const [tab, setTab] = useState<'open' | 'close'>('open')
  const snapshot = useQuery({
    ...tradeSnapshotQuery(userChallengeId, pair.code),
    select: (answer) => answer.data.account,
  })
  const held = useHeldSize(userChallengeId, pair.code)
  // Stale market data: Buy and Sell wait for the next fresh price (decision 440).
  const halted = useHalted(pair.code, pair.halted)
  const account = snapshot.data
  return (
    <section
      aria-label={m.trade_pane_label()}
      data-testid="order-pane"
      className="grid gap-3 rounded-xl border bg-card p-3 text-card-foreground"
    >
      <div className="flex items-center justify-between gap-2">
        <PaneTabs value={tab} onChange={setTab} />
        {account ? (
          <LeverageDialog
            userChallengeId={userChallengeId}
            pair={pair}
            leverage={account.leverage}
            accountMax={account.max_leverage}
            disabled={!account.can_trade}
          />
        ) : null}
      </div>
      {snapshot.isPending ? (
        <p className="text-muted-foreground text-sm">{m.trade_pane_loading()}</p>
      ) : !account ? (
        <p className="text-muted-foreground text-sm">{m.trade_unavailable()}</p>
      ) : (
        <>
          <OrderForm
            key={tab}
            userChallengeId={userChallengeId}
            pair={pair}
            closing={tab === 'close'}
            leverage={account.leverage}
            held={held}
            disabled={!account.can_trade || halted}
          />
          <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-2">
            <NoticeDialog accountMax={account.max_leverage} />
            <CalculatorDialog pair={pair} leverage={account.leverage} />
          </div>
        </>
      )}
    </section>
  )
})
