/**
 * Canonical JSON (RFC 8785, JCS) of a certificate: object members sorted by
 * their names' UTF-16 code units, no whitespace, strings and numbers as
 * ECMAScript's JSON.stringify writes them. The same document always gives
 * the same bytes, so a signature over them can be checked by anyone.
 */
export type JsonValue =
  | null
  | boolean
  | number
  | string
  | JsonValue[]
  | { [key: string]: JsonValue }

export function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string')
    return JSON.stringify(value)
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('canonical JSON has no NaN or Infinity')
    return JSON.stringify(value)
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  // Default sort compares UTF-16 code units, which is what RFC 8785 asks.
  const keys = Object.keys(value)
    .filter((k) => value[k] !== undefined)
    .sort()
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k] as JsonValue)}`).join(',')}}`
}
