/**
 * The server's clock in the page (issue 31 item 5): every countdown and
 * "ago" counts from the engine's time, not the device's. An answer that
 * carries the engine's time (`server_time`) gives the offset between the
 * two clocks the first time the page sees it; a device clock an hour or a
 * day off then changes nothing but the offset. Only the answer's travel
 * time (milliseconds) is not counted.
 */

/** The offset each answer gave, fixed at first sight: a re-render keeps it. */
const offsetOf = new WeakMap<object, number>()
/** The newest answer's offset, for moments read without an answer at hand. */
let latestOffset = 0

/** Notes an answer's engine time; returns the offset (engine − device) it gives. */
export function noteServerTime(answer: object, serverTime: string, deviceNow = Date.now()): number {
  let offset = offsetOf.get(answer)
  if (offset === undefined) {
    offset = Date.parse(serverTime) - deviceNow
    offsetOf.set(answer, offset)
    latestOffset = offset
  }
  return offset
}

/** The engine's now, in milliseconds, as the page's best reading of it. */
export function serverNow(deviceNow = Date.now(), offset = latestOffset): number {
  return deviceNow + offset
}

/** Milliseconds from the engine's now to `until` (negative once past). */
export function serverTimeLeft(
  until: string,
  offset = latestOffset,
  deviceNow = Date.now(),
): number {
  return Date.parse(until) - serverNow(deviceNow, offset)
}
