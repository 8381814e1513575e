/**
 * Connects spec §8's response handling to this browser's router, query
 * cache and toasts. On the server it does nothing: there the panel's guard
 * redirects, and toasts have nobody to show them to.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { userKeys } from './queries/user'
import type { AnswerObserver } from './query-client'
import { handleError, handleSuccess, type ResponseHandlingDeps } from './response-handling'
import { showToast } from './toast'

export function browserAnswerObserver(
  router: () => AnyRouter | undefined,
  queryClient: () => QueryClient | undefined,
): AnswerObserver | undefined {
  if (typeof window === 'undefined') return undefined
  const deps: ResponseHandlingDeps = {
    location: () => {
      // During a navigation the page that fails is the one being opened.
      const location = router()?.latestLocation
      if (location) return { pathname: location.pathname, href: location.href }
      const { pathname, search, hash } = window.location
      return { pathname, href: `${pathname}${search}${hash}` }
    },
    toSignIn: (returnURL) => {
      void router()?.navigate({ to: '/signin', search: { returnURL } })
    },
    toForbidden: () => {
      void router()?.navigate({ to: '/403' })
    },
    signedOut: () => {
      queryClient()?.setQueryData(userKeys.current(), null)
    },
    toast: showToast,
  }
  return {
    onSuccess: (data) => handleSuccess(data, deps),
    onError: (error, options) => handleError(error, deps, options),
  }
}
