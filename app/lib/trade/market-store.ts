/**
 * Live tickers, one small external store per symbol (decision 300). A tick
 * notifies only the subscribers of its symbol (and the few "any mark"
 * subscribers, the assets figures); components read one field through
 * `useTickerField`, so React re-renders a cell only when its text changes.
 * Written to in the browser only (live handlers and effects), never during
 * a server render.
 */
import { useCallback, useSyncExternalStore } from 'react'
import type { MarketHalt, Ticker } from '#contract/coin-pairs.ts'

type Listener = () => void

const tickers = new Map<string, Ticker>()
const listeners = new Map<string, Set<Listener>>()
const markListeners = new Set<Listener>()

function notify(set: Iterable<Listener> | undefined): void {
  if (!set) return
  for (const listener of [...set]) listener()
}

/** Keeps a ticker unless the store already has a newer one of that symbol. */
export function putTicker(ticker: Ticker): void {
  const old = tickers.get(ticker.code)
  if (old && old.time > ticker.time) return
  if (
    old &&
    old.time === ticker.time &&
    old.last === ticker.last &&
    old.mark === ticker.mark &&
    old.volume_24h === ticker.volume_24h
  )
    return
  tickers.set(ticker.code, ticker)
  notify(listeners.get(ticker.code))
  if (old?.mark !== ticker.mark) notify(markListeners)
}

export function markOf(symbol: string): string | undefined {
  return tickers.get(symbol)?.mark
}

export function subscribeTicker(symbol: string, listener: Listener): () => void {
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

/** Called when any symbol's mark price changes. */
export function subscribeMarks(listener: Listener): () => void {
  markListeners.add(listener)
  return () => markListeners.delete(listener)
}

/**
 * One field of a symbol's live ticker; `fallback` (the query's ticker) until
 * the store has one. The picked value must be a primitive (a string).
 */
export function useTickerField<T extends string | number | null>(
  symbol: string,
  pick: (ticker: Ticker) => T,
  fallback: Ticker | null | undefined,
): T | undefined {
  const subscribe = useCallback((l: Listener) => subscribeTicker(symbol, l), [symbol])
  const read = () => {
    const ticker = tickers.get(symbol) ?? (fallback?.code === symbol ? fallback : undefined)
    return ticker ? pick(ticker) : undefined
  }
  const server = () => (fallback?.code === symbol ? pick(fallback) : undefined)
  return useSyncExternalStore(subscribe, read, server)
}

/** A value derived from every mark (the assets figures); must be a primitive. */
export function useMarksDerived<T extends string | number | null>(
  derive: () => T,
  server: () => T,
): T {
  return useSyncExternalStore(subscribeMarks, derive, server)
}

// ── halts (decision 440) ──────────────────────────────────────────────────

const halts = new Map<string, boolean>()
const haltListeners = new Map<string, Set<Listener>>()

/** A pair's trading paused on stale market data, or resumed (its `halt` event). */
export function putHalt(halt: MarketHalt): void {
  if (halts.get(halt.code) === halt.halted) return
  halts.set(halt.code, halt.halted)
  notify(haltListeners.get(halt.code))
}

function subscribeHalt(symbol: string, listener: Listener): () => void {
  let set = haltListeners.get(symbol)
  if (!set) {
    set = new Set()
    haltListeners.set(symbol, set)
  }
  set.add(listener)
  return () => {
    set.delete(listener)
    if (set.size === 0) haltListeners.delete(symbol)
  }
}

/** Whether trading on the pair is halted: the live event once one came, else the pair's answer. */
export function useHalted(symbol: string, fallback: boolean): boolean {
  const subscribe = useCallback((l: Listener) => subscribeHalt(symbol, l), [symbol])
  return useSyncExternalStore(
    subscribe,
    () => halts.get(symbol) ?? fallback,
    () => fallback,
  )
}
