import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { ErrorPage } from './components/errors/error-page'
import { NotFoundPage } from './components/errors/not-found-page'
import { RoutePending } from './components/layout/route-pending'
import { browserAnswerObserver } from './lib/answer-observer'
import { createQueryClient } from './lib/query-client'
import { routeTree } from './routeTree.gen'

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

function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
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
