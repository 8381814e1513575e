/**
 * The browser's check of ticket attachments says what the engine would:
 * same rules, same texts (English and Persian), so a refusal reads the same
 * before upload as after it.
 */
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { attachmentProblems } from '~/components/tickets/attachment-checks'
import { getLocale, overwriteGetLocale } from '~/paraglide/runtime'
import { limitProblems } from '../../../engine/core/tickets/attachment-rules.ts'
import { translate } from '../../../engine/i18n.ts'
import '../../../engine/tickets/texts.ts'

const original = getLocale
afterEach(() => overwriteGetLocale(original))

const MB = 1024 * 1024
const limits = { max_files: 5, max_file_mb: 5 }

describe('ticket attachment checks in the browser', () => {
  it('refuses a sixth file and a file over 5 MB with the spec texts', () => {
    overwriteGetLocale(() => 'en')
    const ok = { name: 'a.png', size: 5 * MB }
    expect(attachmentProblems([ok], limits)).toEqual([])
    expect(attachmentProblems(Array(6).fill(ok), limits)).toEqual([
      'You can attach at most 5 files.',
    ])
    expect(attachmentProblems([{ name: 'big.png', size: 5 * MB + 1 }], limits)).toEqual([
      '“big.png” is larger than 5 MB.',
    ])
    expect(attachmentProblems([{ name: 'e.txt', size: 0 }], limits)).toEqual(['“e.txt” is empty.'])
  })

  it('says the same as the engine for any files and limits, in both languages', () => {
    const file = fc.record({
      name: fc.stringMatching(/^[a-z0-9_-]{1,12}\.(png|txt|pdf)$/),
      size: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 12 * MB })),
    })
    fc.assert(
      fc.property(
        fc.array(file, { maxLength: 9 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom('en' as const, 'fa' as const),
        (files, maxFiles, maxFileMb, locale) => {
          overwriteGetLocale(() => locale)
          const engine = limitProblems(files, { maxFiles, maxFileMb }).map((p) =>
            translate(locale, p.text, p.params),
          )
          const browser = attachmentProblems(files, { max_files: maxFiles, max_file_mb: maxFileMb })
          expect(browser).toEqual(engine)
        },
      ),
    )
  })
})
