/**
 * What an audited edit changed (issue 25): the fields whose values differ
 * between the before and after snapshots, bookkeeping stamps left out, so
 * the log reads "price 49.00 → 39.00" instead of two whole rows. A
 * snapshot that is not an object (or is absent) is one field, "value".
 * A list of steps (the rules) is compared step by step (issue 32), so a
 * rules change reads "Step 1 target 2 → 3", not two JSON arrays.
 */
export interface FieldChange {
  field: string
  before: unknown
  after: unknown
  /** The step (1-based) of a list of steps the field belongs to. */
  step?: number
}

const STAMPS = new Set(['updatedAt', 'updated_at', 'createdAt', 'created_at'])

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const isRecordList = (v: unknown): v is Record<string, unknown>[] =>
  Array.isArray(v) && v.length > 0 && v.every(isRecord)

const trimZeros = (d: string) => (d.includes('.') ? d.replace(/0+$/, '').replace(/\.$/, '') : d)

/** Decimals differing only in trailing zeros ("49" and "49.00") are the same value. */
function same(a: unknown, b: unknown): boolean {
  const decimal = /^-?\d+(\.\d+)?$/
  if (typeof a === 'string' && typeof b === 'string' && decimal.test(a) && decimal.test(b))
    return trimZeros(a) === trimZeros(b)
  return JSON.stringify(a) === JSON.stringify(b)
}

/** A list item's step: its own `step` number where it has one, else its place. */
const stepOf = (item: Record<string, unknown>, index: number) =>
  typeof item.step === 'number' ? item.step : index + 1

function stepChanges(before: unknown, after: unknown): FieldChange[] {
  const byStep = (list: unknown) =>
    new Map(isRecordList(list) ? list.map((item, i) => [stepOf(item, i), item] as const) : [])
  const b = byStep(before)
  const a = byStep(after)
  const steps = [...new Set([...b.keys(), ...a.keys()])].sort((x, y) => x - y)
  return steps.flatMap((step) =>
    changedFields(b.get(step) ?? null, a.get(step) ?? null)
      .filter((c) => c.field !== 'step')
      .map((c) => ({ ...c, step })),
  )
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
    .flatMap((field) =>
      isRecordList(b[field]) || isRecordList(a[field])
        ? stepChanges(b[field], a[field])
        : [{ field, before: b[field] ?? null, after: a[field] ?? null }],
    )
}
