import { getLocale, type Locale } from '~/paraglide/runtime'

export type Direction = 'ltr' | 'rtl'

export function directionOf(locale: Locale): Direction {
  return locale === 'fa' ? 'rtl' : 'ltr'
}

export function currentDirection(): Direction {
  return directionOf(getLocale())
}
