import { describe, expect, it } from 'vitest'
import { changedFields } from '../../../../engine/core/audit/changes.ts'

describe('changedFields', () => {
  it('keeps only what changed: price 49.00 → 39.00, not the stamps or equal decimals', () => {
    expect(
      changedFields(
        { id: 1, price: '49.00', accountSize: '5000', titleEn: '5K', updatedAt: 'a', active: true },
        {
          id: 1,
          price: '39.00',
          accountSize: '5000.00',
          titleEn: '5K',
          updatedAt: 'b',
          active: false,
        },
      ),
    ).toEqual([
      { field: 'price', before: '49.00', after: '39.00' },
      { field: 'active', before: true, after: false },
    ])
  })

  it('a creation lists every field from null; a plain value is "value"', () => {
    expect(changedFields(null, { code: 'X', uses: 0 })).toEqual([
      { field: 'code', before: null, after: 'X' },
      { field: 'uses', before: null, after: 0 },
    ])
    expect(changedFields('open', 'closed')).toEqual([
      { field: 'value', before: 'open', after: 'closed' },
    ])
    expect(changedFields(null, null)).toEqual([])
    expect(changedFields({ steps: [1, 2] }, { steps: [1, 3] })).toEqual([
      { field: 'steps', before: [1, 2], after: [1, 3] },
    ])
  })
})

describe('changed fields: the edges of "same value"', () => {
  it('every bookkeeping stamp is left out, in both spellings', () => {
    const before = { updatedAt: 1, updated_at: 1, createdAt: 1, created_at: 1, price: '1' }
    const after = { updatedAt: 2, updated_at: 2, createdAt: 2, created_at: 2, price: '1' }
    expect(changedFields(before, after)).toEqual([])
  })

  it('only trailing zeros after a point are ignored, and only between decimal strings', () => {
    // "49.5" and "495" differ (the point is not dropped from the middle).
    expect(changedFields({ p: '49.5' }, { p: '495' })).toEqual([
      { field: 'p', before: '49.5', after: '495' },
    ])
    // "1." is no decimal: it differs from "1"; "a1.0" is no decimal either.
    expect(changedFields({ p: '1.' }, { p: '1' })).toHaveLength(1)
    expect(changedFields({ p: 'a1.0' }, { p: 'a1' })).toHaveLength(1)
    // A string and a number are different values, whatever they read.
    expect(changedFields({ p: '49.0' }, { p: 49 })).toHaveLength(1)
    expect(changedFields({ p: 49 }, { p: '49.0' })).toHaveLength(1)
  })

  it('snapshots that are not objects are one field, "value"', () => {
    expect(changedFields('a', 'b')).toEqual([{ field: 'value', before: 'a', after: 'b' }])
    expect(changedFields('49.00', '49')).toEqual([])
    expect(changedFields(null, null)).toEqual([])
  })
})

describe('changed fields: a list of steps, step by step (issue 32)', () => {
  const step = (n: number, minProfit: string, days: number | null = 30) => ({
    step: n,
    days,
    max_dd_daily: '5',
    min_profit: minProfit,
  })
  it('names the step and the field that changed, nothing else', () => {
    const before = { version: 1, steps: [step(1, '8'), step(2, '5')] }
    const after = { version: 2, steps: [step(1, '10.00'), step(2, '5.0')] }
    expect(changedFields(before, after)).toEqual([
      { field: 'version', before: 1, after: 2 },
      { field: 'min_profit', step: 1, before: '8', after: '10.00' },
    ])
  })
  it('a step added or removed shows each of its fields against nothing', () => {
    expect(changedFields({ steps: [step(1, '8')] }, { steps: [step(1, '8'), step(2, '5', null)] }))
      // Its days are "none" on both sides: not a change.
      .toEqual([
        { field: 'max_dd_daily', step: 2, before: null, after: '5' },
        { field: 'min_profit', step: 2, before: null, after: '5' },
      ])
    expect(
      changedFields({ steps: [step(1, '8'), step(2, '5')] }, { steps: [step(1, '8')] }),
    ).toEqual([
      { field: 'days', step: 2, before: 30, after: null },
      { field: 'max_dd_daily', step: 2, before: '5', after: null },
      { field: 'min_profit', step: 2, before: '5', after: null },
    ])
  })
  it('items without a step number are numbered by their place', () => {
    expect(changedFields({ steps: [{ a: 1 }, { a: 2 }] }, { steps: [{ a: 1 }, { a: 3 }] })).toEqual(
      [{ field: 'a', step: 2, before: 2, after: 3 }],
    )
  })
})
