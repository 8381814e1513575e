/**
 * What an audited edit changed (issue 25): the fields whose values differ
 * between the before and after snapshots, bookkeeping stamps left out, so
 * the log reads "price 49.00 → 39.00" instead of two whole rows. A
 * snapshot that is not an object (or is absent) is one field, "value".
 */
export interface FieldChange {
  field: string
  before: unknown
  after: unknown
}

const STAMPS = new Set(['updatedAt', 'updated_at', 'createdAt', 'created_at'])

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const trimZeros = (d: string) => (d.includes('.') ? d.replace(/0+$/, '').replace(/\.$/, '') : d)

/** Decimals differing only in trailing zeros ("49" and "49.00") are the same value. */
function same(a: unknown, b: unknown): boolean {
  const decimal = /^-?\d+(\.\d+)?$/
  if (typeof a === 'string' && typeof b === 'string' && decimal.test(a) && decimal.test(b))
    return trimZeros(a) === trimZeros(b)
  return JSON.stringify(a) === JSON.stringify(b)
}

export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return same(before, after) ? [] : [{ field: 'value', before, after }]
  }
  const b = isRecord(before) ? before : {}
  const a = isRecord(after) ? after : {}
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])]
  return fields
    .filter((f) => !STAMPS.has(f))
    .filter((f) => !same(b[f] ?? null, a[f] ?? null))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }))
}
