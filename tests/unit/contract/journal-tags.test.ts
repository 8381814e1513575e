/**
 * The journal's tag and text rules (contract/journal-tags.ts, decision
 * 630), worked by hand, and the contract's schema agreeing with them.
 */
import { describe, expect, it } from 'vitest'
import { journalNoteBody, journalTag } from '#contract/journal.ts'
import { normalTag, unifyLetters } from '#contract/journal-tags.ts'

describe('journal tags', () => {
  it.each([
    ['Breakout', 'breakout'],
    ['  early exit ', 'early-exit'],
    ['news_trade', 'news_trade'],
    ['شکست', 'شکست'],
    // Arabic yeh and kaf, as a Windows Persian keyboard types them.
    ['\u064A\u0643', 'یک'],
    ['نیم\u200C\u200Cفاصله', 'نیم\u200Cفاصله'],
    ['a'.repeat(32), 'a'.repeat(32)],
  ])('%j is the tag %j', (text, tag) => {
    expect(normalTag(text)).toBe(tag)
    expect(journalTag.parse(text)).toBe(tag)
  })

  it.each([[''], ['   '], ['no,commas'], ['#hash'], ['a'.repeat(33)], ['emoji🙂']])(
    '%j is no tag',
    (text) => {
      expect(normalTag(text)).toBeNull()
      expect(journalTag.safeParse(text).success).toBe(false)
    },
  )

  it('unifies the letters of a note and drops repeated tags', () => {
    expect(unifyLetters('كتاب علي')).toBe('کتاب علی')
    expect(journalNoteBody.parse({ body: ' x ', tags: ['A', 'a', 'b'] })).toEqual({
      body: 'x',
      tags: ['a', 'b'],
    })
  })

  it('refuses a note with neither text nor tags, under body', () => {
    const result = journalNoteBody.safeParse({ body: '  ' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['body', 'Write a note or add a tag'],
    ])
  })
})
