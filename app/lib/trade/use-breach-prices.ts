/**
 * The chart pair's breach prices, live: recomputed when any mark moves (the
 * other positions are held at their mark), when the balance or the
 * positions change (fills) and when the floors change (the day's reset).
 */
import { useRef } from 'react'
import type { AccountInputs } from './account-figures'
import { type BreachPrices, breachPrices, type Floors } from './breach-lines'
import { markOf, useMarksDerived } from './market-store'

const NONE: BreachPrices = { daily: null, total: null }

export function useBreachPrices(
  inputs: AccountInputs | null,
  floors: Floors | null | undefined,
  symbol: string,
  tickSize: string | undefined,
): BreachPrices {
  const latest = useRef({ inputs, floors, tickSize })
  latest.current = { inputs, floors, tickSize }
  const key = (marks: typeof markOf) => () => {
    const { inputs: i, floors: f, tickSize: t } = latest.current
    if (!i || !f || !t) return '|'
    const p = breachPrices(i, f, symbol, t, marks)
    return `${p.daily ?? ''}|${p.total ?? ''}`
  }
  const text = useMarksDerived(
    key(markOf),
    key(() => undefined),
  )
  // Re-derived on input changes too: the store's snapshot is read on every render.
  const [daily = '', total = ''] = text.split('|')
  return text === '|' ? NONE : { daily: daily || null, total: total || null }
}
