/** Follows `market.{CODE}`: the live ticker and halt in the market store, the book and trades in the book store. */
import { liveChannels } from '~/lib/live/live-channels'
import { useLiveChannel } from '~/lib/live/use-live-channel'
import { putBook, putTrades } from './book-store'
import { putHalt, putTicker } from './market-store'

export function useMarketLive(symbol: string | null): void {
  useLiveChannel(symbol ? liveChannels.market(symbol) : null, {
    ticker: (ticker) => putTicker(ticker),
    halt: (halt) => putHalt(halt),
    depth: (book) => putBook(book),
    trades: (event) => putTrades(event.code, event.trades),
  })
}

/** Renders nothing: one per symbol whose mark the screen needs. */
export function MarketFeed({ symbol }: { symbol: string }) {
  useMarketLive(symbol)
  return null
}
