/**
 * Attachment rules at their edges (core/tickets/attachment-rules.ts): PNG,
 * TIFF and HEIF keep their own extensions, an empty file is named in its
 * problem, and where a long name is cut: an extension of exactly 10
 * characters (dot included) is kept, a longer one or none is not, and a
 * blank at the cut goes.
 */
import { describe, expect, it } from 'vitest'
import {
  type AcceptedType,
  acceptedTypeOf,
  displayName,
  downloadName,
  limitProblems,
  uploadTexts,
} from '../../../../../engine/core/tickets/attachment-rules.ts'

/** The magic numbers file-type reads each format by, padded. */
const pad = (head: number[]) => new Uint8Array([...head, ...new Array(64).fill(1)])
const ftyp = (brand: string) =>
  pad([0, 0, 0, 0x18, ...Buffer.from(`ftyp${brand}\0\0\0\0${brand}mif1`, 'latin1')])

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
/** A little-endian TIFF header and one IFD entry (ImageWidth, SHORT, 1), no next IFD. */
const TIFF = [
  0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 1, 0, 0x00, 0x01, 3, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
]

const PDF: AcceptedType = { mime: 'application/pdf', extensions: ['pdf'] }

describe('PNG, TIFF and HEIF', () => {
  it.each([
    ['image/png', new Uint8Array(PNG), ['png']],
    ['image/tiff', pad(TIFF), ['tif', 'tiff']],
    ['image/heif', ftyp('mif1'), ['heif']],
  ])('%s keeps its extensions and adds its first', async (mime, bytes, extensions) => {
    const type = await acceptedTypeOf(bytes)
    expect(type).toEqual({ mime, extensions })
    if (!type) return
    for (const ext of extensions) expect(downloadName(`scan.${ext}`, type)).toBe(`scan.${ext}`)
    expect(downloadName('scan', type)).toBe(`scan.${extensions[0]}`)
  })
})

describe('limits', () => {
  it('an empty file is a problem that names it', () => {
    expect(limitProblems([{ name: 'a.png', size: 0 }], { maxFiles: 3, maxFileMb: 2 })).toEqual([
      { text: uploadTexts.empty, params: { name: 'a.png' } },
    ])
  })
})

describe('cutting a long name', () => {
  it('keeps an extension of exactly 10 characters, dot included', () => {
    // 130 + 10 = 140 characters: 120 − 10 = 110 of the name, then ".abcdefghi".
    expect(displayName(`${'a'.repeat(130)}.abcdefghi`)).toBe(`${'a'.repeat(110)}.abcdefghi`)
  })

  it('an 11-character extension is cut with the rest', () => {
    // 120 + 12 = 132 characters, ".xxxxxxxxxxx" is 12 > 10: the first 120, all "a".
    expect(displayName(`${'a'.repeat(120)}.xxxxxxxxxxx`)).toBe('a'.repeat(120))
  })

  it('a name with no dot keeps its first 120 characters, not its last', () => {
    expect(displayName(`${'a'.repeat(129)}b`)).toBe('a'.repeat(120))
  })

  it('a blank where the name is cut goes', () => {
    // 115 "a", a space, 20 "b", ".pdf": cut to 120 − 4 = 116 ends in the space.
    expect(displayName(`${'a'.repeat(115)} ${'b'.repeat(20)}.pdf`)).toBe(`${'a'.repeat(115)}.pdf`)
  })

  it('a blank where a name given its extension is cut goes', () => {
    // 120 characters, no extension: 120 − ".pdf" = 116 ends in the space.
    expect(downloadName(`${'a'.repeat(115)} bbbb`, PDF)).toBe(`${'a'.repeat(115)}.pdf`)
  })

  it('a name of exactly 120 characters stays whole, a blank before its extension too', () => {
    const exact = `${'a'.repeat(115)} .png`
    expect(displayName(exact)).toBe(exact)
  })

  it('a type with no extensions of its own adds .bin', () => {
    expect(downloadName('scan', { mime: 'application/x-unknown', extensions: [] })).toBe('scan.bin')
  })
})
