/**
 * The live order book and recent market trades, one small external store
 * per symbol like the tickers (decision 300). Updates are noted at once and
 * told to the subscribers on the next animation frame, all symbols together:
 * a `depth` and a `trades` event arriving in one frame make one React
 * commit, painted in that frame. Written in the browser only.
 */
import { useCallback, useSyncExternalStore } from 'react'
import type { MarketTrade, OrderBook } from '#contract/coin-pairs.ts'

type Listener = () => void

/** Trades kept per symbol (the panel shows them all). */
export const TRADES_SHOWN = 40

const books = new Map<string, OrderBook>()
const trades = new Map<string, MarketTrade[]>()
const listeners = new Map<string, Set<Listener>>()
const dirty = new Set<string>()
let frame: number | undefined

function flush(): void {
  frame = undefined
  const symbols = [...dirty]
  dirty.clear()
  for (const symbol of symbols)
    for (const listener of [...(listeners.get(symbol) ?? [])]) listener()
}

function changed(symbol: string): void {
  dirty.add(symbol)
  if (frame !== undefined) return
  frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(flush)
      : (setTimeout(flush, 16) as unknown as number)
}

/** Keeps a book unless the store already has a newer one of that symbol. */
export function putBook(book: OrderBook): void {
  const old = books.get(book.code)
  if (old && old.time > book.time) return
  books.set(book.code, book)
  changed(book.code)
}

/** Adds trades (any order; the first page or an event), newest first, each id once. */
export function putTrades(symbol: string, incoming: readonly MarketTrade[]): void {
  if (incoming.length === 0) return
  const byId = new Map<number, MarketTrade>()
  for (const t of trades.get(symbol) ?? []) byId.set(t.id, t)
  for (const t of incoming) byId.set(t.id, t)
  const next = [...byId.values()].sort((a, b) => b.id - a.id).slice(0, TRADES_SHOWN)
  trades.set(symbol, next)
  changed(symbol)
}

function subscribe(symbol: string, listener: Listener): () => void {
  let set = listeners.get(symbol)
  if (!set) {
    set = new Set()
    listeners.set(symbol, set)
  }
  set.add(listener)
  return () => {
    set.delete(listener)
    if (set.size === 0) listeners.delete(symbol)
  }
}

const none: MarketTrade[] = []

export function useBook(symbol: string): OrderBook | undefined {
  const sub = useCallback((l: Listener) => subscribe(symbol, l), [symbol])
  return useSyncExternalStore(
    sub,
    () => books.get(symbol),
    () => undefined,
  )
}

export function useMarketTrades(symbol: string): MarketTrade[] {
  const sub = useCallback((l: Listener) => subscribe(symbol, l), [symbol])
  return useSyncExternalStore(
    sub,
    () => trades.get(symbol) ?? none,
    () => none,
  )
}
