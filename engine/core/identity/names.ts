/**
 * Whether the name identity verification confirmed is the profile's locked
 * English name (issue 34): the same letters and words, whatever the case,
 * accents, spacing or hyphens. Pure: no I/O.
 */

/** Lower-case Latin letters and digits, words split on anything else. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/**
 * First and last names are compared as one full name, so a middle name the
 * document puts with the first name or the last name matches either way.
 */
export function namesMatch(
  profile: { first: string | null; last: string | null },
  verified: { first: string | null; last: string | null },
): boolean {
  const a = nameWords(`${profile.first ?? ''} ${profile.last ?? ''}`)
  const b = nameWords(`${verified.first ?? ''} ${verified.last ?? ''}`)
  return a.length > 0 && a.join(' ') === b.join(' ')
}
