import { isSameOriginPath } from '~/lib/search'

/** A notification's link is followed only inside the app (it is data, not trusted markup). */
export function isAppLink(link: string): boolean {
  return isSameOriginPath(link)
}
