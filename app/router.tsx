import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { getGlobalStartContext } from '@tanstack/react-start'
import { ErrorPage } from './components/errors/error-page'
import { NotFoundPage } from './components/errors/not-found-page'
import { RoutePending } from './components/layout/route-pending'
import { browserAnswerObserver } from './lib/answer-observer'
import { createQueryClient } from './lib/query-client'
import { makeZodJitless } from './lib/zod-jitless'
import { routeTree } from './routeTree.gen'

// In the browser, zod never compiles schemas with `Function` (no eval under the CSP).
if (typeof window !== 'undefined') makeZodJitless()

export function getRouter() {
  let router: ReturnType<typeof createAppRouter> | undefined
  const queryClient = createQueryClient(
    browserAnswerObserver(
      () => router,
      () => queryClient,
    ),
  )
  router = createAppRouter(queryClient)
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

/**
 * On the server: this request's CSP nonce (app/server.ts puts it in the
 * request context), which the router stamps on every script and on a
 * `csp-nonce` meta the browser's router reads back. In the browser: none here.
 */
function requestNonce(): string | undefined {
  try {
    // What app/server.ts hands each request (the type does not know it).
    const context = getGlobalStartContext() as { cspNonce?: string } | undefined
    return context?.cspNonce
  } catch {
    // A router made outside a request (none of ours today).
    return undefined
  }
}

function createAppRouter(queryClient: QueryClient) {
  const nonce = requestNonce()
  return createRouter({
    routeTree,
    ...(nonce ? { ssr: { nonce } } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
  interface HistoryState {
    /** Forgot password → change password: where the code went (spec §4). */
    email?: string
    /** Verify phone → code confirmation: where the code went. */
    phone?: string
    /** Seconds before the code may be sent again. */
    resendIn?: number
  }
}
