/** Follows `market.{CODE}` and keeps the symbol's live ticker and halt in the market store. */
import { liveChannels } from '~/lib/live/live-channels'
import { useLiveChannel } from '~/lib/live/use-live-channel'
import { putHalt, putTicker } from './market-store'

export function useMarketLive(symbol: string | null): void {
  useLiveChannel(symbol ? liveChannels.market(symbol) : null, {
    ticker: (ticker) => putTicker(ticker),
    halt: (halt) => putHalt(halt),
  })
}

/** Renders nothing: one per symbol whose mark the screen needs. */
export function MarketFeed({ symbol }: { symbol: string }) {
  useMarketLive(symbol)
  return null
}
