/** A fill as the risk windows see it (issue 33), and two of them side by side. */
export interface SeenFill {
  fillId: number
  orderId: number
  userId: number
  /** The user challenge the account belongs to. */
  accountId: number
  symbol: string
  side: string
  price: string
  quantity: string
  realizedProfit: string
  time: Date
}

/** Two fills side by side: what the evidence shows. */
export interface FillPair {
  a: SeenFill
  b: SeenFill
}

/** The list under `key` without entries older than `since` (the list kept in the map, made if new). */
export function prune<T>(
  map: Map<string, T[]>,
  key: string,
  since: number,
  timeOf: (v: T) => Date = (v) => (v as SeenFill).time,
): T[] {
  const list = map.get(key)
  if (!list) {
    const fresh: T[] = []
    map.set(key, fresh)
    return fresh
  }
  return dropOlder(list, since, timeOf)
}

/** `list` (oldest first) without its entries older than `since`, in place. */
export function dropOlder<T>(list: T[], since: number, timeOf: (v: T) => Date): T[] {
  let drop = 0
  while (drop < list.length && timeOf(list[drop] as T).getTime() < since) drop += 1
  // Stryker disable next-line ConditionalExpression,EqualityOperator: splicing none changes nothing
  if (drop > 0) list.splice(0, drop)
  return list
}
