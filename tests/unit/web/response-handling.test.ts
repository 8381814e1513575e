/** Spec §8 in one place: toasts, the 401 and 403 redirects, the quiet pages. */
import { beforeEach, describe, expect, it } from 'vitest'
import { HttpError } from '~/lib/http-error'
import { isQuietPage } from '~/lib/quiet-pages'
import { handleError, handleSuccess, type ResponseHandlingDeps } from '~/lib/response-handling'

let events: string[]
let where: { pathname: string; href: string }
const deps: ResponseHandlingDeps = {
  location: () => where,
  toSignIn: (returnURL) => events.push(`signin ${returnURL}`),
  toForbidden: () => events.push('403'),
  signedOut: () => events.push('signed out'),
  toast: (type, message) => events.push(`toast ${type} ${message}`),
}

function wire(status: number, message: string, messageType?: 'warning'): HttpError {
  return new HttpError(status, message, { messageType })
}

beforeEach(() => {
  events = []
  where = { pathname: '/tickets', href: '/tickets?page=2' }
})

describe('success', () => {
  it('toasts message with its message_type', () => {
    handleSuccess({ data: {}, message: 'Saved', message_type: 'info' }, deps)
    expect(events).toEqual(['toast info Saved'])
  })

  it('toasts a message without a type as a success', () => {
    handleSuccess({ message: 'Signed out' }, deps)
    expect(events).toEqual(['toast success Signed out'])
  })

  it('is silent without a message', () => {
    handleSuccess({ data: { id: 1 } }, deps)
    handleSuccess(null, deps)
    handleSuccess('text', deps)
    expect(events).toEqual([])
  })
})

describe('errors', () => {
  it('toasts the upstream message as an error, or with its message_type', () => {
    handleError(new HttpError(422, 'Email is required'), deps)
    handleError(wire(409, 'Already requested', 'warning'), deps)
    expect(events).toEqual(['toast error Email is required', 'toast warning Already requested'])
  })

  it('a form that shows its field errors inline is not toasted the same text again', () => {
    const bad = new HttpError(422, 'These credentials do not match our records.', {
      fieldErrors: { email: ['These credentials do not match our records.'] },
    })
    handleError(bad, deps, { fieldErrorsShown: true })
    expect(events).toEqual([])
    handleError(bad, deps)
    expect(events).toEqual(['toast error These credentials do not match our records.'])
  })

  it('401: forgets the user and goes to sign-in with the page to come back to', () => {
    handleError(wire(401, 'Unauthenticated.'), deps)
    expect(events).toEqual(['toast error Unauthenticated.', 'signed out', 'signin /tickets?page=2'])
  })

  it('401 on the sign-in page itself stays there', () => {
    where = { pathname: '/signin', href: '/signin' }
    handleError(wire(401, 'Unauthenticated.'), deps)
    expect(events).toEqual(['toast error Unauthenticated.', 'signed out'])
  })

  it('403 goes to the permission-denied page', () => {
    handleError(wire(403, 'This action is unauthorized.'), deps)
    expect(events).toEqual(['toast error This action is unauthorized.', '403'])
  })

  it.each(['/trade', '/trade/', '/trade/12/BTCUSDT', '/challenges/new'])(
    'on %s: no error toast and no sign-in redirect',
    (pathname) => {
      where = { pathname, href: pathname }
      handleError(wire(401, 'Unauthenticated.'), deps)
      handleError(wire(422, 'Discount code is required'), deps)
      expect(events).toEqual(['signed out'])
    },
  )

  it('ignores what is not an upstream error (a bug, a network failure of the page)', () => {
    handleError(new TypeError('Failed to fetch'), deps)
    expect(events).toEqual([])
  })
})

describe('quiet pages (spec §6)', () => {
  it('are the trade index, the trade terminal and the new-challenge page only', () => {
    expect(['/trade', '/trade/3/ETHUSDT', '/challenges/new'].map(isQuietPage)).toEqual([
      true,
      true,
      true,
    ])
    expect(
      ['/challenges', '/challenges/3', '/trade/3', '/dashboard', '/profile'].map(isQuietPage),
    ).toEqual([false, false, false, false, false])
  })
})
