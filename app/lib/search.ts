/**
 * Search-param schemas shared by routes. Each one drops what it cannot
 * accept instead of failing the page, so a bad link still opens. Written
 * with zod/mini: these load with every page, so they must stay small.
 */
import { z } from 'zod/mini'

/** A same-origin path: starts with one slash, no scheme, no protocol-relative `//`. */
export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/')) return false
  if (value.startsWith('//') || value.startsWith('/\\')) return false
  // Control characters and backslashes let some browsers reinterpret the URL.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
  if (/[\u0000-\u001f\\]/.test(value)) return false
  try {
    const url = new URL(value, 'http://same.origin')
    return url.origin === 'http://same.origin'
  } catch {
    return false
  }
}

export const returnUrlParam = z.catch(
  z.optional(z.string().check(z.refine(isSameOriginPath))),
  undefined,
)

export const returnUrlSearch = z.object({ returnURL: returnUrlParam })

export const symbolParam = z.catch(
  z.optional(z.string().check(z.regex(/^[A-Z0-9]{2,20}$/))),
  undefined,
)

export const challengeTabs = ['step1', 'step2', 'real'] as const
export const tabParam = z.catch(z.optional(z.enum(challengeTabs)), undefined)

/** A referral code from an invitation link (?referral=). */
export const referralParam = z.catch(
  z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/))),
  undefined,
)

/** The sign-in family keeps where to go after, and an invitation's code. */
export const authSearch = z.object({ returnURL: returnUrlParam, referral: referralParam })
