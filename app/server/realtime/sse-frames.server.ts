/**
 * Server-Sent Events framing (app/lib/live/live-protocol.ts). A frame is
 * encoded once and the same bytes go to every browser of its channel.
 */
import { formatEventId, type LiveEventId } from '~/lib/live/live-protocol'

const encoder = new TextEncoder()

function frame(lines: string[]): Uint8Array {
  return encoder.encode(`${lines.join('\n')}\n\n`)
}

/** `data:` lines; line breaks inside the JSON (if any) become more data lines. */
function dataLines(json: string): string[] {
  return json.split(/\r\n|\r|\n/).map((line) => `data: ${line}`)
}

/**
 * One upstream event. `payloadJson` is the upstream's JSON text, checked
 * already, embedded as is (no re-serialisation per event).
 */
export function eventFrame(
  id: LiveEventId,
  channel: string,
  event: string,
  payloadJson: string,
): Uint8Array {
  const json = `{"channel":${JSON.stringify(channel)},"event":${JSON.stringify(event)},"payload":${payloadJson}}`
  return frame([`id: ${formatEventId(id)}`, ...dataLines(json)])
}

export function controlFrame(name: 'ready' | 'denied' | 'resync', data: object, id?: LiveEventId) {
  const lines = id ? [`id: ${formatEventId(id)}`] : []
  return frame([...lines, `event: ${name}`, ...dataLines(JSON.stringify(data))])
}

/** How long a browser waits before it reconnects by itself. */
export function retryFrame(ms: number): Uint8Array {
  return frame([`retry: ${ms}`])
}

export const heartbeatFrame = frame([': heartbeat'])
