import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  acceptedTypeOf,
  displayName,
  downloadName,
  isPlainText,
  limitProblems,
  maxFileBytes,
} from '../../../../../engine/core/tickets/attachment-rules.ts'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
const UNSAFE = /[\u0000-\u001f\u007f"*/:<>?\\|\u200e\u200f\u202a-\u202e\u2066-\u2069]/

/** Characters of names, hostile ones often: separators, controls, quotes, bidi marks. */
const nameCharacter = fc.oneof(
  fc.constantFrom(...'/\\"*:<>?|. \t\n\u0000\u0007\u007f\u200f\u202e\u2067'),
  fc.constantFrom(...'abcXYZ019-_()[]éüرسیدپ😀𝒳'),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
)

describe('attachment rules', () => {
  it('knows images, PDF and text by their bytes, and nothing else', async () => {
    expect((await acceptedTypeOf(new Uint8Array(PNG)))?.mime).toBe('image/png')
    expect((await acceptedTypeOf(Buffer.from('%PDF-1.7\n%%EOF')))?.mime).toBe('application/pdf')
    expect((await acceptedTypeOf(Buffer.from('plain words')))?.mime).toBe('text/plain')
    expect(await acceptedTypeOf(Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]))).toBeUndefined()
    expect(await acceptedTypeOf(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]))).toBeUndefined()
    expect(await acceptedTypeOf(Buffer.from([0x50, 0x4b, 3, 4, 20, 0, 0, 0]))).toBeUndefined()
    expect(await acceptedTypeOf(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeUndefined()
  })

  it('takes any text without NUL as plain text, and no invalid UTF-8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (text) => {
        fc.pre(!text.includes('\u0000'))
        expect(isPlainText(new TextEncoder().encode(text))).toBe(true)
      }),
    )
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (bytes) => {
        let valid = true
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(bytes)
        } catch {
          valid = false
        }
        expect(isPlainText(bytes)).toBe(valid && !bytes.includes(0))
      }),
    )
  })

  it('names a count problem when there are too many files, and each file too large or empty', () => {
    const limits = { maxFiles: 3, maxFileMb: 0.5 }
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2 * maxFileBytes(limits) }), { maxLength: 6 }),
        (sizes) => {
          const files = sizes.map((size, i) => ({ name: `f${i}.png`, size }))
          const problems = limitProblems(files, limits)
          const tooMany = problems.filter((p) => p.params.max === 3)
          expect(tooMany.length).toBe(files.length > 3 ? 1 : 0)
          const large = problems.filter((p) => p.text.includes('larger'))
          expect(large.map((p) => p.params.name)).toEqual(
            files.filter((f) => f.size > 512 * 1024).map((f) => f.name),
          )
          expect(large.every((p) => p.params.max === 0.5)).toBe(true)
          const empty = problems.filter((p) => p.text.includes('empty'))
          expect(empty.length).toBe(files.filter((f) => f.size === 0).length)
        },
      ),
    )
  })

  it('cleans any name to a short, safe one', () => {
    fc.assert(
      fc.property(fc.string({ unit: nameCharacter, maxLength: 300 }), (original) => {
        const name = displayName(original)
        expect(name.length).toBeGreaterThan(0)
        expect([...name].length).toBeLessThanOrEqual(120)
        expect(name).not.toMatch(UNSAFE)
        expect(name.startsWith('.')).toBe(false)
        expect(name).toBe(name.trim())
      }),
    )
    expect(displayName('C:\\Users\\me\\..\\report.pdf')).toBe('report.pdf')
    expect(displayName('\u202Egnp.exe')).toBe('gnp.exe')
    expect(displayName('../../.bashrc')).toBe('bashrc')
    expect(displayName('   ')).toBe('attachment')
    // fast-check found it: the dots went, the space after them stayed.
    expect(displayName('. a')).toBe('a')
  })

  it('gives a download name the extension of its content', () => {
    const png = { mime: 'image/png', extensions: ['png'] }
    const text = { mime: 'text/plain', extensions: ['txt', 'log'] }
    expect(downloadName('shot.PNG', png)).toBe('shot.PNG')
    expect(downloadName('virus.exe', png)).toBe('virus.exe.png')
    expect(downloadName('page.html', text)).toBe('page.html.txt')
    expect(downloadName('server.log', text)).toBe('server.log')
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (original) => {
        const name = downloadName(original, png)
        expect(name.toLowerCase().endsWith('.png')).toBe(true)
        expect([...name].length).toBeLessThanOrEqual(120)
      }),
    )
  })
})
