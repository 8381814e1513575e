/**
 * `nextstepjs` imports `next/navigation` for its Next.js adapter even when
 * another adapter is passed; the build aliases that import here
 * (vite.config.ts). It answers with TanStack Router, so even the default
 * adapter would navigate correctly (docs/decisions/220).
 */
import { useRouterState, useRouter as useTanStackRouter } from '@tanstack/react-router'

export function useRouter() {
  const router = useTanStackRouter()
  return {
    push: (path: string) => void router.navigate({ to: path }),
    replace: (path: string) => void router.navigate({ to: path, replace: true }),
    back: () => router.history.back(),
    forward: () => router.history.forward(),
    refresh: () => void router.invalidate(),
    prefetch: () => {},
  }
}

export function usePathname(): string {
  return useRouterState({ select: (state) => state.location.pathname })
}

export function useSearchParams(): URLSearchParams {
  const search = useRouterState({ select: (state) => state.location.searchStr })
  return new URLSearchParams(search)
}
