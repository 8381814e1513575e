/**
 * The pane's price-dependent inputs (last, mark, bid/ask, free margin) in a
 * tiny external store: the pane's form does not re-render on a tick; only
 * the components that show a price-dependent number subscribe (with a
 * selector, so they re-render only when their own number changes).
 */
import { createContext, useContext, useSyncExternalStore } from 'react'

export interface PaneLive {
  last: string | null
  mark: string
  bid: string
  ask: string
  /** null while the account's assets are unknown. */
  freeMargin: string | null
  balance: string | null
}

export interface PaneStore {
  get(): PaneLive
  set(next: PaneLive): void
  subscribe(listener: () => void): () => void
  /** The calculator hands a size to the order form. */
  offerSize(size: string): void
  onSizeOffered(listener: (size: string) => void): () => void
}

export function createPaneStore(initial: PaneLive): PaneStore {
  let state = initial
  const listeners = new Set<() => void>()
  const sizeListeners = new Set<(size: string) => void>()
  return {
    get: () => state,
    offerSize(size) {
      for (const listener of sizeListeners) listener(size)
    },
    onSizeOffered(listener) {
      sizeListeners.add(listener)
      return () => {
        sizeListeners.delete(listener)
      }
    },
    set(next) {
      if (
        next.last === state.last &&
        next.mark === state.mark &&
        next.bid === state.bid &&
        next.ask === state.ask &&
        next.freeMargin === state.freeMargin &&
        next.balance === state.balance
      )
        return
      state = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const PaneStoreContext = createContext<PaneStore | null>(null)

export function usePaneStore(): PaneStore {
  const store = useContext(PaneStoreContext)
  if (!store) throw new Error('the pane store is used outside an OrderPane')
  return store
}

/** A value derived from the live figures; re-renders only when it changes (compare as a string). */
export function usePaneLive<T extends string | number | boolean | null>(
  select: (live: PaneLive) => T,
): T {
  const store = usePaneStore()
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  )
}
