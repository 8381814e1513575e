/**
 * The verified name against the profile's locked English name (issue 34):
 * the same words, whatever the case, accents, spacing or hyphens.
 */
import { describe, expect, it } from 'vitest'
import { namesMatch, nameWords } from '../../../../../engine/core/identity/names.ts'

describe('name words', () => {
  it('drops accents and case, and splits on any run of what is not a letter or digit', () => {
    expect(nameWords('  José-María  O’Brien ')).toEqual(['jose', 'maria', 'o', 'brien'])
    // Two separators in a row make one split, not an empty word in between.
    expect(nameWords('Anne--Marie')).toEqual(['anne', 'marie'])
  })
})

describe('names match', () => {
  it('matches a middle name the document puts with the last name', () => {
    expect(
      namesMatch({ first: 'Sara Jane', last: 'Smith' }, { first: 'Sara', last: 'Jane Smith' }),
    ).toBe(true)
  })

  it('a missing first or last name reads as nothing, on either side', () => {
    expect(namesMatch({ first: 'Reza', last: null }, { first: null, last: 'Reza' })).toBe(true)
    expect(namesMatch({ first: null, last: 'Reza' }, { first: 'Reza', last: null })).toBe(true)
    expect(namesMatch({ first: 'Reza', last: null }, { first: 'Reza', last: 'Ahmadi' })).toBe(false)
    expect(namesMatch({ first: 'Reza', last: 'Ahmadi' }, { first: null, last: 'Ahmadi' })).toBe(
      false,
    )
  })

  it('no profile name matches nothing, even an empty verified name', () => {
    expect(namesMatch({ first: null, last: null }, { first: null, last: null })).toBe(false)
    expect(namesMatch({ first: ' ', last: '' }, { first: '', last: '' })).toBe(false)
  })

  it('different words do not match', () => {
    expect(namesMatch({ first: 'Ali', last: 'Karimi' }, { first: 'Ali', last: 'Karimian' })).toBe(
      false,
    )
  })
})
