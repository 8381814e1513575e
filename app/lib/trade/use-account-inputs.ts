/**
 * What the live figures are computed from: the engine's balance and daily
 * balance (snapshot, patched by `assets` events), the open positions and
 * orders (patched by their events) and each pair's leverage. Leverage of a
 * pair with open orders but no position comes from that pair's snapshot.
 */
import { useQueries, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { openOrdersQuery, positionsQuery, tradeSnapshotQuery } from '~/lib/queries/trade'
import { type AccountInputs, missingLeverages } from './account-figures'

export function useAccountInputs(userChallengeId: number, symbol: string): AccountInputs | null {
  const snapshot = useQuery(tradeSnapshotQuery(userChallengeId, symbol))
  const positions = useQuery(positionsQuery(userChallengeId))
  const orders = useQuery(openOrdersQuery(userChallengeId))
  const base = useMemo(() => {
    const s = snapshot.data?.data
    if (!s || !positions.data || !orders.data) return null
    return {
      balance: s.assets.balance,
      dailyBalance: s.assets.daily_balance,
      positions: positions.data.data,
      openOrders: orders.data.data,
      leverages: { [s.pair.code]: s.account.leverage } as Record<string, number>,
    }
  }, [snapshot.data, positions.data, orders.data])
  const missing = base ? missingLeverages(base) : []
  const others = useQueries({
    queries: missing.map((code) => tradeSnapshotQuery(userChallengeId, code)),
  })
  // Keyed by the values, so the inputs stay the same object until one changes.
  const extraKey = missing
    .map((code, i) => `${code}:${others[i]?.data?.data.account.leverage ?? 0}`)
    .filter((entry) => !entry.endsWith(':0'))
    .join(',')
  return useMemo(() => {
    if (!base || !extraKey) return base
    const leverages = { ...base.leverages }
    for (const entry of extraKey.split(',')) {
      const [code = '', leverage = '0'] = entry.split(':')
      leverages[code] = Number(leverage)
    }
    return { ...base, leverages }
  }, [base, extraKey])
}
