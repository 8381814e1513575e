/**
 * Each channel's events and their payload types, from the contract
 * (types only: nothing of zod reaches the browser from here).
 */
import type { QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { accountEvents, marketEvents, userEvents } from '#contract/broadcasting.ts'
import type { AccountChannel, LiveChannel, MarketChannel, UserChannel } from './live-channels'

type Payloads<Events extends Record<string, z.ZodType>> = {
  [Name in keyof Events]: z.output<Events[Name]>
}

export type MarketEventPayloads = Payloads<typeof marketEvents>
export type AccountEventPayloads = Payloads<typeof accountEvents>
export type UserEventPayloads = Payloads<typeof userEvents>

export type EventPayloadsOf<C extends LiveChannel> = C extends MarketChannel
  ? MarketEventPayloads
  : C extends AccountChannel
    ? AccountEventPayloads
    : C extends UserChannel
      ? UserEventPayloads
      : never

/** What to do with each event of a channel: usually update a query's cached data. */
export type LiveHandlers<C extends LiveChannel> = {
  [Name in keyof EventPayloadsOf<C>]?: (
    payload: EventPayloadsOf<C>[Name],
    queryClient: QueryClient,
  ) => void
}
