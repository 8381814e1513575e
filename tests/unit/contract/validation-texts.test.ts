/**
 * Issue 37 §5: the validation texts the web and the engine both show are
 * translated once (contract/validation-texts.ts). The engine answers with
 * that Persian, the web's server translates its own refusals with it, the
 * forms' messages are written from it (`npm run gen`), and no engine module
 * translates one of them again.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { validationTexts } from '#contract/validation-texts.ts'
import { translateValidationText } from '~/server/upstream/validation-texts'
import { translate } from '../../../engine/i18n.ts'
import { renderMessageFiles, validationMessages } from '../../../scripts/validation-messages.ts'
import { speak } from '../web/page-locale'

const root = path.resolve(import.meta.dirname, '../../..')
const texts = Object.entries(validationTexts)

describe('validation texts from one source', () => {
  it('the engine answers each in Persian as the source says', () => {
    for (const [en, text] of texts) expect(translate('fa', en), en).toBe(text.fa)
  })

  it("the web's server words its own refusals the same, and English as written", () => {
    for (const [en, text] of texts) {
      speak('fa')
      expect(translateValidationText(en), en).toBe(text.fa)
      speak('en')
      expect(translateValidationText(en), en).toBe(en)
    }
  })

  it("the forms' messages hold the source's words (npm run gen writes them)", () => {
    for (const [file, wanted] of renderMessageFiles(root)) {
      expect(readFileSync(path.join(root, file), 'utf8'), `${file}: run npm run gen`).toBe(wanted)
    }
    const messages = validationMessages()
    expect(Object.keys(messages.fa).length).toBeGreaterThan(15)
    expect(messages.en.validation_email_required).toBe('Email is required')
  })

  it('no engine module translates one of them again', () => {
    const again: string[] = []
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = `${dir}/${entry.name}`
        if (entry.isDirectory()) walk(rel)
        else if (rel.endsWith('.ts')) {
          const source = readFileSync(path.join(root, rel), 'utf8')
          for (const [en] of texts) {
            // A dictionary entry: the English text as a key.
            if (source.includes(`'${en}':`) || source.includes(`"${en}":`))
              again.push(`${rel}: ${en}`)
          }
        }
      }
    }
    walk('engine')
    expect(again).toEqual([])
  })
})
