/**
 * The journal's text rules without a schema library (the browser's dialog
 * checks a tag as the contract does, without loading zod): limits, one
 * spelling per Persian letter, and a tag's normal form.
 */
export const NOTE_MAX = 2000
export const TAG_MAX = 32
export const TAGS_MAX = 10

/**
 * One spelling per letter, so a search finds a word however it was typed:
 * Arabic yeh and kaf (a Windows Persian keyboard's) as Persian ی and ک,
 * no zero-width non-joiner doubled, and no NUL.
 */
export const unifyLetters = (text: string): string =>
  text
    // Postgres text holds no NUL: dropped, so a pasted one is no server error.
    .replaceAll('\u0000', '')
    .replace(/[\u064A\u0649]/g, '\u06CC')
    .replace(/\u0643/g, '\u06A9')
    .replace(/\u200C+/g, '\u200C')

/** A tag as stored: trimmed, lower-case, letters unified, spaces as `-`. */
export const tagForm = (text: string): string =>
  unifyLetters(text.trim().toLowerCase()).replace(/\s+/g, '-')

/** Letters and digits of any script, `-`, `_` and the zero-width non-joiner; 1 to TAG_MAX. */
export const TAG_PATTERN = new RegExp(`^[\\p{L}\\p{M}\\p{N}_\\u200C-]{1,${TAG_MAX}}$`, 'u')

/** The text as a tag, or null when it cannot be one. */
export function normalTag(text: string): string | null {
  const tag = tagForm(text)
  return TAG_PATTERN.test(tag) ? tag : null
}
