/**
 * Spec §6: the trade index, the trade terminal and the new-challenge page
 * are open to visitors. They are neither sent to sign-in (by the panel's
 * guard or by a 401) nor shown error toasts.
 */
const quiet = [/^\/trade\/?$/, /^\/trade\/[^/]+\/[^/]+\/?$/, /^\/challenges\/new\/?$/]

export function isQuietPage(pathname: string): boolean {
  return quiet.some((pattern) => pattern.test(pathname))
}
