/**
 * The account's private channel keeps the terminal's caches current: open
 * orders and positions are patched from the events' snapshots, the assets
 * replace the snapshot's, and the histories refetch after a fill or an
 * order's change. No polling (docs/engineering.md "Live data").
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Assets, Order, Position } from '#contract/trade.ts'
import { liveChannels } from '~/lib/live/live-channels'
import { useLiveChannel } from '~/lib/live/use-live-channel'
import { tradeKeys } from '~/lib/queries/trade'

type OrdersAnswer = { data: Order[] }
type PositionsAnswer = { data: Position[] }
type SnapshotAnswer = { data: { assets: Assets; account: { status: string; can_trade: boolean } } }

const OPEN_STATUSES = new Set(['NEW', 'TRIGGERED'])

export function patchOrders(old: OrdersAnswer | undefined, order: Order): OrdersAnswer | undefined {
  if (!old) return old
  const rest = old.data.filter((o) => o.id !== order.id)
  if (!OPEN_STATUSES.has(order.status)) return { ...old, data: rest }
  const index = old.data.findIndex((o) => o.id === order.id)
  if (index < 0) return { ...old, data: [order, ...rest] }
  const data = [...old.data]
  data[index] = order
  return { ...old, data }
}

export function patchPositions(
  old: PositionsAnswer | undefined,
  event: { position: Position | null; symbol: string; closed: boolean },
): PositionsAnswer | undefined {
  if (!old) return old
  const rest = old.data.filter((p) => p.symbol !== event.symbol)
  if (event.closed || !event.position) return { ...old, data: rest }
  const index = old.data.findIndex((p) => p.symbol === event.symbol)
  if (index < 0) return { ...old, data: [event.position, ...rest] }
  const data = [...old.data]
  data[index] = event.position
  return { ...old, data }
}

function invalidateHistories(queryClient: QueryClient, id: number, which: string[]): void {
  for (const name of which)
    void queryClient.invalidateQueries({ queryKey: [...tradeKeys.account(id), name] })
}

export function useAccountLive(userChallengeId: number | null): void {
  const id = userChallengeId ?? 0
  useLiveChannel(
    userChallengeId ? liveChannels.account(userChallengeId) : null,
    {
      order: (order, queryClient) => {
        queryClient.setQueryData<OrdersAnswer>(tradeKeys.openOrders(id), (old) =>
          patchOrders(old, order),
        )
        invalidateHistories(queryClient, id, ['orderHistory'])
      },
      position: (event, queryClient) =>
        queryClient.setQueryData<PositionsAnswer>(tradeKeys.positions(id), (old) =>
          patchPositions(old, event),
        ),
      fill: (_fill, queryClient) =>
        invalidateHistories(queryClient, id, ['tradeHistory', 'transactionHistory']),
      assets: (assets, queryClient) => {
        let newDay = false
        queryClient.setQueriesData<SnapshotAnswer>(
          { queryKey: [...tradeKeys.account(id), 'snapshot'] },
          (old) => {
            if (!old) return old
            if (old.data.assets.daily_balance !== assets.daily_balance) newDay = true
            return { ...old, data: { ...old.data, assets } }
          },
        )
        // A new daily starting balance moves the daily floor: the engine's floors are read again.
        if (newDay) invalidateHistories(queryClient, id, ['snapshot'])
      },
      'account.status': (_status, queryClient) =>
        invalidateHistories(queryClient, id, ['snapshot']),
    },
    {
      onResync: (queryClient) =>
        void queryClient.invalidateQueries({ queryKey: tradeKeys.account(id) }),
      // The lists were fetched (maybe server-side) before the channel was live.
      onLive: (queryClient) =>
        invalidateHistories(queryClient, id, ['positions', 'openOrders', 'snapshot']),
    },
  )
}
