/**
 * The order pane as the terminal mounts it: the pair's live ticker from the
 * market store and the account's live figures (free margin, balance) from
 * the marks. Only this wrapper follows ticks; the pane passes them to the
 * few numbers that depend on them (its form does not re-render).
 */
import { useRef } from 'react'
import type { CoinPair } from '#contract/coin-pairs.ts'
import type { Assets } from '#contract/trade.ts'
import { type AccountInputs, accountFigures } from '~/lib/trade/account-figures'
import { markOf, useMarksDerived, useTickerField } from '~/lib/trade/market-store'
import { OrderPane } from './order-pane'

export function LiveOrderPane({
  userChallengeId,
  pair,
  inputs,
}: {
  userChallengeId: number
  pair: CoinPair
  inputs: AccountInputs | null
}) {
  const prices = useTickerField(
    pair.code,
    (t) => `${t.last}|${t.mark}|${t.bid}|${t.ask}|${t.time}`,
    pair.ticker,
  )
  const latest = useRef(inputs)
  latest.current = inputs
  const figures = useMarksDerived(
    () => (latest.current ? JSON.stringify(accountFigures(latest.current, markOf)) : null),
    () => (latest.current ? JSON.stringify(accountFigures(latest.current, () => undefined)) : null),
  )
  const [
    last = pair.ticker.last,
    mark = pair.ticker.mark,
    bid = pair.ticker.bid,
    ask = pair.ticker.ask,
  ] = prices?.split('|') ?? []
  const assets: Assets | null = figures ? { ...JSON.parse(figures), currency: 'USDT' } : null
  return (
    <OrderPane
      userChallengeId={userChallengeId}
      pair={{ ...pair, ticker: { ...pair.ticker, last, mark, bid, ask } }}
      lastPrice={last}
      assets={assets}
    />
  )
}
