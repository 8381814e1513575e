/**
 * The trade terminal of one account and pair: the pair's live header, the
 * chart, the order pane, the assets and the tables. Live through the
 * account's and the pairs' channels; nothing polls.
 */

import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { TradingStopsBanner } from '~/components/risk/trading-stops-banner'
import { Card } from '~/components/ui/card'
import { Spinner } from '~/components/ui/spinner'
import { statusOf } from '~/lib/http-error'
import { openOrdersQuery, positionsQuery, tradeSnapshotQuery } from '~/lib/queries/trade'
import { putTicker, useHalted } from '~/lib/trade/market-store'
import { useAccountInputs } from '~/lib/trade/use-account-inputs'
import { useAccountLive } from '~/lib/trade/use-account-live'
import { useBreachPrices } from '~/lib/trade/use-breach-prices'
import { MarketFeed } from '~/lib/trade/use-market-live'
import { m } from '~/paraglide/messages'
import { AccountMoments } from './account-moments'
import { AssetsPanel } from './assets-panel'
import { ChallengeSelector } from './challenge-selector'
import { LiveOrderPane } from './order-pane/live-order-pane'
import { PositionTpSlDialog } from './order-pane/position-tpsl-dialog'
import { PairStats } from './pair-stats'
import { SymbolSearch } from './symbol-search'
import { TradeTables } from './tables/trade-tables'
import { TerminalMarket } from './terminal-market'
import { TradeTour } from './trade-tour'

export function TradeTerminal({
  userChallengeId,
  symbol,
}: {
  userChallengeId: number
  symbol: string
}) {
  useAccountLive(userChallengeId)
  const snapshot = useQuery(tradeSnapshotQuery(userChallengeId, symbol))
  const positions = useQuery(positionsQuery(userChallengeId))
  const orders = useQuery(openOrdersQuery(userChallengeId))
  const inputs = useAccountInputs(userChallengeId, symbol)
  const ticker = snapshot.data?.data.pair.ticker
  const breach = useBreachPrices(
    inputs,
    snapshot.data?.data.evaluation,
    symbol,
    snapshot.data?.data.pair.tick_size,
  )
  useEffect(() => {
    if (ticker) putTicker(ticker)
  }, [ticker])

  // Every pair the figures depend on follows its market channel.
  const feeds = new Set([symbol])
  for (const p of positions.data?.data ?? []) feeds.add(p.symbol)
  for (const o of orders.data?.data ?? []) feeds.add(o.symbol)

  if (snapshot.isPending) return <Spinner label={m.trade_loading()} />
  if (snapshot.isError) {
    const status = statusOf(snapshot.error)
    return (
      <div className="grid gap-4">
        <div>
          <ChallengeSelector userChallengeId={null} symbol={symbol} />
        </div>
        <p className="text-destructive" role="alert">
          {status === 404 ? m.trade_not_found() : snapshot.error.message}
        </p>
      </div>
    )
  }
  const { account, pair, evaluation } = snapshot.data.data
  const position = positions.data?.data.find((p) => p.symbol === symbol)
  return (
    <div className="grid gap-4">
      <TradeTour />
      {[...feeds].map((code) => (
        <MarketFeed key={code} symbol={code} />
      ))}
      <Card className="flex flex-wrap items-center gap-x-6 gap-y-3 p-3" data-tour="trade-pair">
        <ChallengeSelector userChallengeId={userChallengeId} symbol={symbol} />
        <SymbolSearch userChallengeId={userChallengeId} symbol={symbol} />
        <PairStats symbol={symbol} ticker={pair.ticker} />
      </Card>
      <HaltBanner symbol={symbol} halted={pair.halted} />
      <TradingStopsBanner userChallengeId={userChallengeId} symbol={symbol} />
      <AccountMoments
        userChallengeId={userChallengeId}
        canTrade={account.can_trade}
        breach={evaluation?.breach ?? null}
      />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_17rem_22rem]">
        <TerminalMarket pair={pair} position={position} breach={breach} />
        <div className="grid content-start gap-4">
          <div data-tour="trade-order-pane">
            <LiveOrderPane userChallengeId={userChallengeId} pair={pair} inputs={inputs} />
          </div>
          <AssetsPanel
            inputs={inputs}
            userChallengeId={userChallengeId}
            evaluation={account.can_trade ? evaluation : null}
          />
        </div>
      </div>
      <TradeTables
        userChallengeId={userChallengeId}
        symbol={symbol}
        renderTpSl={(position, close) =>
          position ? (
            <PositionTpSlDialog
              userChallengeId={userChallengeId}
              position={position}
              open
              onOpenChange={(open) => {
                if (!open) close()
              }}
            />
          ) : null
        }
      />
    </div>
  )
}

/** Trading on the pair is paused while its market data is stale (decision 440); live. */
function HaltBanner({ symbol, halted }: { symbol: string; halted: boolean }) {
  if (!useHalted(symbol, halted)) return null
  return (
    <p
      className="rounded-md border border-destructive bg-destructive/10 px-3 py-2 font-medium text-destructive text-sm"
      role="alert"
      data-testid="market-halted"
    >
      {m.trade_market_halted({ symbol })}
    </p>
  )
}
