/**
 * Attachment types and names (core/tickets/attachment-rules.ts): each
 * image type's own extensions (so a photo.jpeg keeps its name), the size
 * limit at exactly the megabyte figure, which characters a name loses,
 * and how a long name is cut with its extension kept.
 */
import { describe, expect, it } from 'vitest'
import {
  acceptedTypeOf,
  displayName,
  downloadName,
  isPlainText,
  limitProblems,
  maxFileBytes,
} from '../../../../../engine/core/tickets/attachment-rules.ts'

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('not an accepted type')
  return value
}

/** The first bytes file-type reads each format by (its magic numbers), padded. */
const pad = (head: number[] | string) =>
  new Uint8Array([
    ...(typeof head === 'string' ? Buffer.from(head, 'latin1') : head),
    ...new Array(64).fill(1),
  ])
const ftyp = (brand: string) =>
  pad([0, 0, 0, 0x18, ...Buffer.from(`ftyp${brand}\0\0\0\0${brand}mif1`, 'latin1')])

describe('accepted types and their extensions', () => {
  it.each([
    ['image/jpeg', pad([0xff, 0xd8, 0xff, 0xe0]), ['jpg', 'jpeg', 'jpe']],
    ['image/gif', pad('GIF89a'), ['gif']],
    ['image/webp', pad('RIFF\x24\0\0\0WEBPVP8 '), ['webp']],
    ['image/bmp', pad('BM\x3a\0\0\0\0\0\0\0\x36\0\0\0\x28\0'), ['bmp']],
    ['image/avif', ftyp('avif'), ['avif']],
    ['image/heic', ftyp('heic'), ['heic']],
    ['application/pdf', pad('%PDF-1.7\n'), ['pdf']],
  ])('%s keeps its extensions', async (mime, bytes, extensions) => {
    const type = await acceptedTypeOf(bytes)
    expect(type).toEqual({ mime, extensions })
    // Each of its extensions is kept; another gets the first added.
    for (const ext of extensions)
      expect(downloadName(`scan.${ext}`, must(type))).toBe(`scan.${ext}`)
    expect(downloadName('scan.exe', must(type))).toBe(`scan.exe.${extensions[0]}`)
  })

  it('plain text keeps txt, text, log, csv, md and json; anything else gets .txt', async () => {
    const type = await acceptedTypeOf(new TextEncoder().encode('a,b\n1,2\n'))
    expect(type?.mime).toBe('text/plain')
    for (const ext of ['txt', 'text', 'log', 'csv', 'md', 'json'])
      expect(downloadName(`notes.${ext}`, must(type))).toBe(`notes.${ext}`)
    expect(downloadName('page.html', must(type))).toBe('page.html.txt')
    // The extension is read case-blind, the name kept as typed.
    expect(downloadName('NOTES.TXT', must(type))).toBe('NOTES.TXT')
    // A leading dot is no extension: ".txt" is cleaned to "txt", which gets one.
    expect(downloadName('.txt', must(type))).toBe('txt.txt')
  })

  it('empty bytes are no text; a NUL anywhere makes bytes binary', () => {
    expect(isPlainText(new Uint8Array([]))).toBe(false)
    expect(isPlainText(new Uint8Array([0x61, 0, 0x62]))).toBe(false)
    expect(isPlainText(new Uint8Array([0x61, 0x62]))).toBe(true)
  })
})

describe('size limits', () => {
  it('2 MB is 2 097 152 bytes: that size is allowed, one byte more is not', () => {
    const limits = { maxFiles: 5, maxFileMb: 2 }
    expect(maxFileBytes(limits)).toBe(2_097_152)
    expect(maxFileBytes({ maxFiles: 1, maxFileMb: 0.5 })).toBe(524_288)
    expect(limitProblems([{ name: 'a.png', size: 2_097_152 }], limits)).toEqual([])
    expect(limitProblems([{ name: 'a.png', size: 2_097_153 }], limits)).toEqual([
      { text: expect.any(String), params: { name: 'a.png', max: 2 } },
    ])
  })
})

describe('names', () => {
  it('drops controls, unsafe and bidirectional characters, keeps the ones just outside their ranges', () => {
    // U+0020 (space) is kept, U+001F is not; U+2029 and U+202F are kept (as the
    // whitespace they are: one space each), U+202A…U+202E are not.
    expect(displayName('a\u001fb c')).toBe('ab c')
    expect(displayName('a\u202ab\u202ec\u2029d\u202fe')).toBe('abc d e')
    // U+2066…U+2069 go, U+2065 and U+206A stay.
    expect(displayName('a\u2066b\u2069c\u2065d\u206ae')).toBe('abc\u2065d\u206ae')
    expect(displayName('x\u200ey\u200fz\u007fw')).toBe('xyzw')
    expect(displayName('a"b*c:d<e>f?g|h')).toBe('abcdefgh')
  })

  it('whitespace runs become one space', () => {
    expect(displayName('a  \t b')).toBe('a b')
  })

  it('120 characters stay whole; longer is cut to 120 keeping a short extension', () => {
    const exact = `${'a'.repeat(116)}.png`
    expect(displayName(exact)).toBe(exact)
    // 125 characters: 121 + ".png" → 116 + ".png".
    expect(displayName(`${'b'.repeat(121)}.png`)).toBe(`${'b'.repeat(116)}.png`)
    // An "extension" of more than 9 characters after the dot is not kept apart.
    const long = `${'c'.repeat(110)}.abcdefghijk${'d'.repeat(5)}`
    expect(displayName(long)).toBe(long.slice(0, 120))
    // A name with its only dot first has no extension to keep.
    expect(displayName(`${'e'.repeat(130)}`)).toBe('e'.repeat(120))
    // Cut in code points: an emoji is never split.
    expect(displayName('😀'.repeat(130))).toBe('😀'.repeat(120))
  })

  it('a long name given an extension is cut so the whole stays within 120', async () => {
    const type = await acceptedTypeOf(pad('%PDF-1.7\n'))
    const name = downloadName(`${'f'.repeat(130)}.exe`, must(type))
    expect(name).toBe(`${'f'.repeat(116)}.pdf`)
    expect([...name]).toHaveLength(120)
  })
})
