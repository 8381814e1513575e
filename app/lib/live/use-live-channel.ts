/**
 * Live data for screens: follow a channel and update TanStack Query caches
 * as its events arrive, so that no screen polls.
 *
 *   useLiveChannel(liveChannels.market(symbol), {
 *     ticker: (ticker, queryClient) =>
 *       queryClient.setQueryData(coinPairKeys.ticker(symbol), ticker),
 *   })
 *
 * Handlers always see the latest render's closures. The connection itself
 * (EventSource) is loaded in an effect, in the browser only. Documented in
 * docs/engineering.md, "Live data".
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { createClientOnlyFn } from '@tanstack/react-start'
import { useEffect, useRef } from 'react'
import type { LiveChannel } from './live-channels'
import type { LiveHandlers } from './live-events'

export interface LiveChannelOptions {
  /**
   * Events may have been lost (the upstream restarted, or the tab was away
   * too long). Default: refetch the active queries.
   */
  onResync?: (queryClient: QueryClient) => void
  /** The channel is refused: 401 signed out, 403 not this user's. Default: nothing. */
  onDenied?: (status: number) => void
  /**
   * The channel is live from now on. A screen whose data was fetched well
   * before (server-rendered) and whose events are not whole snapshots can
   * refetch here, closing the gap between its fetch and the subscription.
   */
  onLive?: (queryClient: QueryClient) => void
}

const loadConnection = createClientOnlyFn(() => import('./live-connection.client'))

function refetchActive(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ type: 'active' })
}

/** Follows `channel` while the component is mounted; a falsy channel follows nothing. */
export function useLiveChannel<C extends LiveChannel>(
  channel: C | null | undefined | false,
  handlers: LiveHandlers<C>,
  options: LiveChannelOptions = {},
): void {
  const queryClient = useQueryClient()
  const latest = useRef({ handlers, options })
  latest.current = { handlers, options }

  useEffect(() => {
    if (!channel) return
    let unsubscribe: (() => void) | undefined
    let cancelled = false
    void loadConnection().then(({ liveConnection }) => {
      if (cancelled) return
      unsubscribe = liveConnection().subscribe({
        channel,
        onEvent: (event, payload) => {
          const handler = (latest.current.handlers as Record<string, unknown>)[event]
          if (typeof handler === 'function') handler(payload, queryClient)
        },
        onResync: () => (latest.current.options.onResync ?? refetchActive)(queryClient),
        onDenied: (status) => latest.current.options.onDenied?.(status),
        onLive: () => latest.current.options.onLive?.(queryClient),
      })
    })
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  }, [channel, queryClient])
}
