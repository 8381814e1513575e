/**
 * The catalogue calls every visitor shares (challenge steps, challenges,
 * coin pairs), answered from the cache. They are public, so they are made
 * without the browser's cookies and their Set-Cookie never reaches a
 * browser; the key holds the language, as names may be translated.
 */

import { buildPath, type Endpoint, type ResponseOf } from '#contract/endpoint.ts'
import { getLocale } from '~/paraglide/runtime'
import { appConfig } from '../../../app.config.ts'
import { log } from '../log.server'
import { processShared } from '../process-shared.server'
import { toClientError } from '../upstream/call.server'
import { CookieJar } from '../upstream/cookie-jar'
import type { EndpointData } from '../upstream/endpoint-input'
import type { BrowserExchange, Language } from '../upstream/exchange'
import { upstream } from '../upstream/upstream.server'
import { CatalogueCache } from './catalogue-cache.server'
import { MemoryStore } from './memory-store.server'
import { RedisStore } from './redis-store.server'
import type { CacheStore } from './store'

export function catalogueCache(): CatalogueCache {
  return processShared('catalogueCache', () => {
    const config = appConfig()
    const store: CacheStore = config.REDIS_URL
      ? new RedisStore(config.REDIS_URL, log)
      : new MemoryStore()
    return new CatalogueCache(store, config.CACHE_TTL_SECONDS, log)
  })
}

/** A visitor with no cookies, for calls whose answer is the same for everyone. */
export function anonymousExchange(language: Language): BrowserExchange {
  return {
    jar: new CookieJar(undefined),
    language,
    clientIp: undefined,
    origin: undefined,
    signal: undefined,
    passCookies: () => {},
  }
}

/** Every cached catalogue answer's key starts so. */
export const CATALOGUE_KEY_PREFIX = 'proptrade:catalogue:v1:'

export function catalogueKey(endpoint: Endpoint, data: EndpointData, language: Language): string {
  const path = buildPath(endpoint.path, data.params as Record<string, string> | undefined)
  const query = data.query ? JSON.stringify(data.query) : ''
  return `${CATALOGUE_KEY_PREFIX}${language}:${endpoint.method} ${path}${query}`
}

/**
 * After staff change the catalogue, or the engine says a price moved: the
 * next page load on every node reads it fresh (decision 375).
 */
export function invalidateCatalogue(): Promise<void> {
  return catalogueCache().invalidate(CATALOGUE_KEY_PREFIX)
}

/** A server function's handler for a cached catalogue call. */
export async function cachedEndpoint<E extends Endpoint>(
  endpoint: E,
  data: EndpointData<E>,
): Promise<ResponseOf<E>> {
  const language = getLocale()
  try {
    return await catalogueCache().get(catalogueKey(endpoint, data, language), () =>
      upstream().call(endpoint, data, anonymousExchange(language)),
    )
  } catch (error) {
    throw toClientError(error)
  }
}
