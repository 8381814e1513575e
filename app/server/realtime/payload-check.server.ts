/**
 * Upstream events are checked once, at the relay, against the contract
 * (contract/broadcasting.ts); what does not fit is dropped and logged once
 * per channel kind and event.
 */
import { broadcastEventSchema } from '#contract/broadcasting.ts'
import type { UpstreamLog } from './upstream-socket.server'

/** Returns the payload's JSON text if the contract describes it, else undefined. */
export type PayloadCheck = (channel: string, event: string, data: string) => string | undefined

export function createPayloadCheck(log: UpstreamLog): PayloadCheck {
  const warned = new Set<string>()
  return (channel, event, data) => {
    const schema = broadcastEventSchema(channel, event)
    let payload: unknown
    try {
      payload = JSON.parse(data)
    } catch {
      payload = undefined
    }
    if (schema && payload !== undefined && schema.safeParse(payload).success) return data
    const key = `${channel.replace(/\.\d+$/, '.*')}:${event}`
    if (!warned.has(key)) {
      warned.add(key)
      log.warn('dropped an upstream event the contract does not describe', { channel, event })
    }
    return undefined
  }
}
