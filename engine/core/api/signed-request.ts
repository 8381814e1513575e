/**
 * Binance's HMAC-SHA256 scheme for signed requests (providers.md, decision
 * 610): `signature` is the hex HMAC-SHA256, keyed by the key's secret, of
 * the query string concatenated with the body (no separator), the
 * `signature` parameter itself left out; `timestamp` (ms) and `recvWindow`
 * (default 5 000, at most 60 000) travel as parameters, in the query or a
 * form body. A request is taken while timestamp < now + 1 000 and
 * now − timestamp ≤ recvWindow. Pure: the clock's reading comes in.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const DEFAULT_RECV_WINDOW_MS = 5_000
export const MAX_RECV_WINDOW_MS = 60_000
/** How far ahead of the engine's clock a timestamp may be (Binance's 1 000 ms). */
export const AHEAD_TOLERANCE_MS = 1_000

export type SignedRefusal =
  | 'timestamp_missing'
  | 'recv_window_invalid'
  | 'timestamp_ahead'
  | 'timestamp_expired'
  | 'signature_missing'
  | 'signature_invalid'

export interface SignedParts {
  /** What the client signed: the query and the body as sent, `signature=…` taken out. */
  payload: string
  signature: string | null
  timestamp: string | null
  recvWindow: string | null
  /** A signing parameter given more than once (refused: which one counts is unclear). */
  repeated: boolean
}

const SIGNATURE = /^signature=/

/** `a=1&signature=…&b=2` → `a=1&b=2`, and the signature's value. */
function withoutSignature(text: string): { rest: string; signatures: string[] } {
  if (text === '') return { rest: '', signatures: [] }
  const pieces = text.split('&')
  const signatures = pieces.filter((p) => SIGNATURE.test(p)).map((p) => p.slice(10))
  return { rest: pieces.filter((p) => !SIGNATURE.test(p)).join('&'), signatures }
}

function values(params: URLSearchParams[], name: string): string[] {
  return params.flatMap((p) => p.getAll(name))
}

/**
 * The signing parts of a request: its raw query string (without `?`), its
 * raw body, and whether the body is a form (its parameters count then).
 */
export function signedParts(query: string, body: string, formBody: boolean): SignedParts {
  const q = withoutSignature(query)
  const b = formBody ? withoutSignature(body) : { rest: body, signatures: [] }
  const params = [new URLSearchParams(q.rest), ...(formBody ? [new URLSearchParams(b.rest)] : [])]
  const signatures = [...q.signatures, ...b.signatures]
  const timestamps = values(params, 'timestamp')
  const windows = values(params, 'recvWindow')
  return {
    payload: q.rest + b.rest,
    signature: signatures[0] ?? null,
    timestamp: timestamps[0] ?? null,
    recvWindow: windows[0] ?? null,
    repeated: signatures.length > 1 || timestamps.length > 1 || windows.length > 1,
  }
}

/** The hex signature of a payload (what a client computes). */
export function signPayload(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex')
}

/** Whether `given` (hex, any case) is the payload's signature; compared in constant time. */
export function signatureMatches(secret: string, payload: string, given: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(given)) return false
  const expected = Buffer.from(signPayload(secret, payload), 'hex')
  return timingSafeEqual(expected, Buffer.from(given, 'hex'))
}

/** Why the request's timing is refused, or null when it is taken. */
export function timingRefusal(
  timestamp: string | null,
  recvWindow: string | null,
  nowMs: number,
): SignedRefusal | null {
  if (timestamp === null || !/^\d{1,15}$/.test(timestamp)) return 'timestamp_missing'
  const window = recvWindow === null ? DEFAULT_RECV_WINDOW_MS : Number(recvWindow)
  if (
    recvWindow !== null &&
    (!/^\d{1,6}$/.test(recvWindow) || window < 1 || window > MAX_RECV_WINDOW_MS)
  ) {
    return 'recv_window_invalid'
  }
  const at = Number(timestamp)
  if (at >= nowMs + AHEAD_TOLERANCE_MS) return 'timestamp_ahead'
  if (nowMs - at > window) return 'timestamp_expired'
  return null
}

/**
 * The whole check, signature first (nothing of an unsigned request is
 * trusted, its timestamp included), then the timing.
 */
export function signedRefusal(
  secret: string,
  parts: SignedParts,
  nowMs: number,
): SignedRefusal | null {
  if (parts.signature === null || parts.signature === '') return 'signature_missing'
  if (parts.repeated || !signatureMatches(secret, parts.payload, parts.signature))
    return 'signature_invalid'
  return timingRefusal(parts.timestamp, parts.recvWindow, nowMs)
}
