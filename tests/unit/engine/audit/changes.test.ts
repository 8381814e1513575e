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
