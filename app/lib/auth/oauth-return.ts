/**
 * Where to go after a round trip through the identity provider: the
 * provider returns to /signin/google with only its code and state, so the
 * returnURL waits in this tab’s sessionStorage (called from browser events only).
 */
import { isSameOriginPath } from '~/lib/search'

const KEY = 'oauth-return-url'

export function rememberOAuthReturn(returnURL: string | undefined): void {
  try {
    if (returnURL) sessionStorage.setItem(KEY, returnURL)
    else sessionStorage.removeItem(KEY)
  } catch {
    // Storage refused (private mode): the dashboard it is.
  }
}

export function takeOAuthReturn(): string | undefined {
  try {
    const value = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    return value && isSameOriginPath(value) ? value : undefined
  } catch {
    return undefined
  }
}
