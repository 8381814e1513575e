/**
 * The web's messages for the contract's validation texts, from their one
 * source (contract/validation-texts.ts): each text that names a `formMessage`
 * gives that message its English (the text) and its Persian. `npm run gen`
 * writes them into messages/{en,fa}.json; tests/unit/contract/validation-texts.test.ts
 * fails when the files hold other wording.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { validationTexts } from '../contract/validation-texts.ts'

export const messageFiles = { en: 'messages/en.json', fa: 'messages/fa.json' } as const

/** message key → its text in each language. */
export function validationMessages(): Record<'en' | 'fa', Record<string, string>> {
  const out = { en: {} as Record<string, string>, fa: {} as Record<string, string> }
  for (const [en, text] of Object.entries(validationTexts)) {
    if (!text.formMessage) continue
    out.en[text.formMessage] = en
    out.fa[text.formMessage] = text.fa
  }
  return out
}

/** The message files with the validation messages written in (keys in place, new ones last). */
export function renderMessageFiles(root: string): Map<string, string> {
  const wanted = validationMessages()
  const files = new Map<string, string>()
  for (const locale of ['en', 'fa'] as const) {
    const file = messageFiles[locale]
    const messages = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<
      string,
      string
    >
    files.set(file, `${JSON.stringify({ ...messages, ...wanted[locale] }, null, 2)}\n`)
  }
  return files
}

export function writeMessageFiles(root: string): void {
  for (const [file, text] of renderMessageFiles(root)) writeFileSync(path.join(root, file), text)
}
