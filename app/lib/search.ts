/**
 * Search-param checks shared by routes. Each one drops what it cannot
 * accept instead of failing the page, so a bad link still opens. Plain
 * functions, not schemas: route options load with every page's entry
 * chunk, and a schema library there costs /signin its budget (decision 330).
 */
type Search = Record<string, unknown>

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

/** `value` when it is a string `accept` takes, else undefined. */
function stringWhere(value: unknown, accept: (text: string) => boolean): string | undefined {
  return typeof value === 'string' && accept(value) ? value : undefined
}

const matching = (pattern: RegExp) => (value: unknown) =>
  stringWhere(value, (text) => pattern.test(text))

export const returnUrlParam = (value: unknown) => stringWhere(value, isSameOriginPath)

// Return types with optional keys: links may leave them out.
export const returnUrlSearch = (search: Search): { returnURL?: string } => ({
  returnURL: returnUrlParam(search.returnURL),
})

export const symbolParam = matching(/^[A-Z0-9]{2,20}$/)

export const challengeTabs = ['step1', 'step2', 'step3', 'real'] as const
export const tabParam = (value: unknown): (typeof challengeTabs)[number] | undefined =>
  challengeTabs.find((tab) => tab === value)

/** A referral code from an invitation link (?referral=). */
export const referralParam = matching(/^[A-Za-z0-9_-]{1,32}$/)

/** Any text (a provider's code, state or error), else undefined. */
export const textParam = (value: unknown) => stringWhere(value, () => true)

/** The sign-in family keeps where to go after, and an invitation's code. */
export const authSearch = (search: Search): { returnURL?: string; referral?: string } => ({
  returnURL: returnUrlParam(search.returnURL),
  referral: referralParam(search.referral),
})

/** A positive whole id from the address (a payment's, on the payment pages). */
export const idSearchParam = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

/** Ids from the address: a list (`[1,2]`) or text (`1,2`); none valid: undefined. */
export const idListParam = (value: unknown): number[] | undefined => {
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : typeof value === 'number'
        ? [value]
        : []
  const ids = [...new Set(items.map(idSearchParam).filter((id) => id !== undefined))]
  return ids.length > 0 ? ids.slice(0, 10) : undefined
}

/** The checkout's choices, to come back to them (the payment failure page's "here"). */
export interface CheckoutSearch {
  challenge?: number
  features?: number[]
  coupon?: string
  provider?: number
}

export const checkoutSearch = (search: Search): CheckoutSearch => ({
  challenge: idSearchParam(search.challenge),
  features: idListParam(search.features),
  coupon: matching(/^[A-Za-z0-9_-]{1,40}$/)(search.coupon),
  provider: idSearchParam(search.provider),
})
