/**
 * The page's language for a unit test file. The web's formatters
 * (app/lib/format.ts, decision 421) read paraglide's `getLocale()`, which
 * outside a browser and a request has neither cookie nor Accept-Language
 * and falls back to the base locale, Persian. A file that expects English
 * figures must say so: `pageLocale('en')` pins it before each test and
 * puts the runtime's own back after each, so no test depends on another.
 */
import { afterEach, beforeEach } from 'vitest'
import { getLocale, type Locale, overwriteGetLocale } from '~/paraglide/runtime'

const runtimeGetLocale = getLocale

export function pageLocale(locale: Locale): void {
  beforeEach(() => overwriteGetLocale(() => locale))
  afterEach(() => overwriteGetLocale(runtimeGetLocale))
}

/** Switch language inside one test (restored after it by `pageLocale`). */
export function speak(locale: Locale): void {
  overwriteGetLocale(() => locale)
}
