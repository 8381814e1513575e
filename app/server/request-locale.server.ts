/**
 * Runs a page request in its language: what Paraglide's
 * `paraglideMiddleware` does for our strategy (the `lang` cookie, then
 * Accept-Language, then Persian), without its two costs we never use
 * (decision 540). The middleware copies every request (`request.clone()`
 * into a new Request) for frameworks that read a rewritten URL — Start
 * reads the original — and decides redirects only its "url" strategy
 * makes. Were that strategy (or a route strategy) ever configured, this
 * module refuses to load rather than skip the redirect.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import {
  extractLocaleFromRequest,
  type Locale,
  overwriteServerAsyncLocalStorage,
  routeStrategies,
  strategy,
} from '~/paraglide/runtime'

if ((strategy as readonly string[]).includes('url') || routeStrategies.length > 0)
  throw new Error('request-locale: the url strategy redirects: use paraglideMiddleware again')

/** What Paraglide's runtime reads from the request's store (its own shape). */
interface LocaleStore {
  locale?: Locale
  readonly origin?: string
}

const storage = new AsyncLocalStorage<LocaleStore>()
overwriteServerAsyncLocalStorage(storage)

/** `serve` under the request's language; `getLocale()` answers it meanwhile. */
export function inRequestLocale<T>(request: Request, serve: () => T): T {
  const locale = extractLocaleFromRequest(request)
  const store: LocaleStore = {
    locale,
    // Read only by links Paraglide localises: parsed when asked.
    get origin() {
      return new URL(request.url).origin
    },
  }
  return storage.run(store, serve)
}
