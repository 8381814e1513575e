/** Follows `market.{CODE}` and keeps the symbol's live ticker in the market store. */
import { liveChannels } from '~/lib/live/live-channels'
import { useLiveChannel } from '~/lib/live/use-live-channel'
import { putTicker } from './market-store'

export function useMarketLive(symbol: string | null): void {
  useLiveChannel(symbol ? liveChannels.market(symbol) : null, {
    ticker: (ticker) => putTicker(ticker),
  })
}

/** Renders nothing: one per symbol whose mark the screen needs. */
export function MarketFeed({ symbol }: { symbol: string }) {
  useMarketLive(symbol)
  return null
}
