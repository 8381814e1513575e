/**
 * Spec §8, in one place: every query and mutation answer passes here (the
 * query client's cache callbacks call these).
 * - Success with `message`: a toast of `message_type`, else success.
 * - Error from the upstream: the same toast (type from message_type, else
 *   error), except on the quiet pages.
 * - 401: to /signin with returnURL, except on the quiet pages; 403: to /403.
 * The error then still reaches the caller (these only observe).
 */
import { asHttpError } from './http-error'
import type { ErrorHandlingOptions } from './query-client'
import { isQuietPage } from './quiet-pages'
import type { ToastType } from './toast'

export interface ResponseHandlingDeps {
  /** Where the browser is: pathname and the full href (path, search, hash). */
  location(): { pathname: string; href: string }
  toSignIn(returnURL: string): void
  toForbidden(): void
  /** The session is gone: forget the cached user. */
  signedOut(): void
  toast(type: ToastType, message: string): void
}

export function handleSuccess(data: unknown, deps: ResponseHandlingDeps): void {
  if (typeof data !== 'object' || data === null) return
  const { message, message_type } = data as { message?: unknown; message_type?: unknown }
  if (typeof message !== 'string' || message === '') return
  deps.toast(isToastType(message_type) ? message_type : 'success', message)
}

export function handleError(
  error: unknown,
  deps: ResponseHandlingDeps,
  options: ErrorHandlingOptions = {},
): void {
  const http = asHttpError(error)
  if (!http) return
  const { pathname, href } = deps.location()
  const quiet = isQuietPage(pathname)
  const shownInline =
    options.fieldErrorsShown === true &&
    Object.values(http.fieldErrors ?? {}).some((messages) => messages.includes(http.message))
  if (!quiet && !shownInline && http.message) deps.toast(http.messageType ?? 'error', http.message)
  if (http.status === 401) {
    deps.signedOut()
    if (!quiet && pathname !== '/signin') deps.toSignIn(href)
  } else if (http.status === 403) {
    deps.toForbidden()
  }
}

function isToastType(value: unknown): value is ToastType {
  return value === 'success' || value === 'info' || value === 'warning' || value === 'error'
}
