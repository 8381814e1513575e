/**
 * A price picked in the order book, for the order form of the same pair:
 * the book and the form are far apart in the tree, so the pick goes
 * through this tiny bus instead of props or context.
 */
type PickListener = (symbol: string, price: string) => void

const listeners = new Set<PickListener>()

export function pickPrice(symbol: string, price: string): void {
  for (const listener of [...listeners]) listener(symbol, price)
}

export function onPricePicked(listener: PickListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
