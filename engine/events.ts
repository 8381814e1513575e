/**
 * In-process event bus: the shell publishes what happened (after the
 * database committed it); the broadcaster and other listeners subscribe.
 */
export interface BroadcastEvent {
  channel: string
  event: string
  payload: unknown
}

export type EventListener = (event: BroadcastEvent) => void

export class EventBus {
  private readonly listeners = new Set<EventListener>()

  publish(channel: string, event: string, payload: unknown): void {
    const message = { channel, event, payload }
    for (const listener of this.listeners) {
      try {
        listener(message)
      } catch (error) {
        console.error('event listener failed', error)
      }
    }
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}
