/** nextstepjs' navigation adapter on TanStack Router (toolchain-notes.md). */
import { useRouter, useRouterState } from '@tanstack/react-router'
import type { NavigationAdapter } from 'nextstepjs'

export function useTanStackNavigationAdapter(): NavigationAdapter {
  const router = useRouter()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return {
    push: (path: string) => void router.navigate({ to: path }),
    getCurrentPath: () => pathname,
  }
}
