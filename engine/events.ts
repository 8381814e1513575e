/**
 * In-process event bus: the shell publishes what happened (after the
 * database committed it); the broadcaster and other listeners subscribe.
 * Events are typed from the contract (contract/broadcasting.ts): the channel's
 * kind names the events it carries and each event's payload, so a payload
 * that drifts from the contract fails the type check, not the web's parse.
 */
import type { z } from 'zod'
import type {
  AccountChannel,
  accountEvents,
  Channel,
  MarketChannel,
  marketEvents,
  UserChannel,
  userEvents,
} from '#contract/broadcasting.ts'
import type { Logger } from './logger.ts'

/** What the wire must carry for each event: the schema's input (the web parses it). */
type Payloads<M extends Record<string, z.ZodType>> = { [E in keyof M]: z.input<M[E]> }
type MarketPayloads = Payloads<typeof marketEvents>
type AccountPayloads = Payloads<typeof accountEvents>
type UserPayloads = Payloads<typeof userEvents>

/** The events a channel carries, by its kind. */
export type PayloadsOf<C extends Channel> = C extends AccountChannel
  ? AccountPayloads
  : C extends UserChannel
    ? UserPayloads
    : C extends MarketChannel
      ? MarketPayloads
      : never

type EventsOn<C extends Channel, P> = {
  [E in keyof P & string]: { channel: C; event: E; payload: P[E] }
}[keyof P & string]

/** One published event: narrowing on `event` (and the channel's kind) types the payload. */
export type BroadcastEvent =
  | EventsOn<MarketChannel, MarketPayloads>
  | EventsOn<AccountChannel, AccountPayloads>
  | EventsOn<UserChannel, UserPayloads>

export type EventListener = (event: BroadcastEvent) => void

export class EventBus {
  private readonly listeners = new Set<EventListener>()
  private readonly log: Pick<Logger, 'error'>

  /** `log` hears a listener that threw: the others still get the event. */
  constructor(log: Pick<Logger, 'error'>) {
    this.log = log
  }

  publish<C extends Channel, E extends keyof PayloadsOf<C> & string>(
    channel: C,
    event: E,
    payload: PayloadsOf<C>[E],
  ): void {
    this.emit({ channel, event, payload } as BroadcastEvent)
  }

  /**
   * An event the type check cannot see: its channel, name and payload arrive
   * as data. Only for the test endpoint that stands in for the shell (it
   * parses the payload with the contract's schema first) and for tests that
   * play an engine drifting from the contract; the shell's code uses publish
   * (tests/unit/engine/events/event-bus-types.test.ts holds that line).
   */
  publishUnchecked(channel: string, event: string, payload: unknown): void {
    this.emit({ channel, event, payload } as BroadcastEvent)
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private emit(message: BroadcastEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(message)
      } catch (error) {
        this.log.error('event listener failed', { event: message.event, error })
      }
    }
  }
}
