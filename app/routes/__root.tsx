/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useRouter,
} from '@tanstack/react-router'
import { Direction } from 'radix-ui'
import { type ReactNode, useEffect } from 'react'
import { ErrorPage } from '~/components/errors/error-page'
import { NotFoundPage } from '~/components/errors/not-found-page'
import { AppToaster } from '~/components/layout/app-toaster'
import { directionOf } from '~/lib/locale'
import { themeInitScript } from '~/lib/theme'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import appCss from '~/styles.css?url'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: m.app_name() },
      { name: 'description', content: m.app_tagline() },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
})

function RootDocument({ children }: { children: ReactNode }) {
  const locale = getLocale()
  const dir = directionOf(locale)
  // The page's CSP nonce (docs/decisions/390): the theme script must bear it to run.
  const nonce = useRouter().options.ssr?.nonce
  useEffect(() => {
    // Playwright and humans alike: the page is interactive from here on.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang={locale} dir={dir} suppressHydrationWarning>
      <head>
        {/* A constant script that must run before first paint. Browsers hide a
            nonce from the DOM once applied, hence no hydration warning. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, nonce-bound
          dangerouslySetInnerHTML={{ __html: themeInitScript }}
        />
        <HeadContent />
      </head>
      <body>
        <Direction.Provider dir={dir}>
          {children}
          <AppToaster dir={dir} />
        </Direction.Provider>
        <Scripts />
      </body>
    </html>
  )
}
