/**
 * Every validation text the contract writes out has its Persian in the
 * engine (engine/i18n.ts dictionaries, filled when the engine's modules
 * load). The invalid-body property tests find a missing one only when
 * fast-check happens to break that rule (the coupon's `challenge_ids`
 * text went unnoticed for that reason), so this reads each literal
 * `error: '…'` / `message: '…'` of contract/*.ts and asks the dictionary.
 * Texts built from a template (contract/staff-products.ts) are left to the
 * property tests.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import '../../../engine/boot.ts'
import { hasTranslation, translate } from '../../../engine/i18n.ts'

const contractDir = join(import.meta.dirname, '../../../contract')

function contractTexts(): Array<{ file: string; text: string }> {
  const found: Array<{ file: string; text: string }> = []
  for (const file of readdirSync(contractDir).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(join(contractDir, file), 'utf8')
    for (const match of source.matchAll(/\b(?:error|message): '((?:[^'\\]|\\.)+)'/g)) {
      found.push({ file, text: (match[1] ?? '').replace(/\\'/g, "'") })
    }
  }
  return found
}

describe('contract validation texts', () => {
  it('each has a Persian translation in the engine', () => {
    const texts = contractTexts()
    // The scan reads the files it should (the coupon's text among them).
    expect(texts).toContainEqual({
      file: 'staff-catalogue.ts',
      text: 'Challenges must be a list of challenge ids',
    })
    expect(texts.length).toBeGreaterThan(50)
    const untranslated = texts.filter(({ text }) => !hasTranslation('fa', text))
    expect(untranslated).toEqual([])
    expect(translate('fa', 'Challenges must be a list of challenge ids')).toMatch(/[\u0600-\u06FF]/)
  })
})
