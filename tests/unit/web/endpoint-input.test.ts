/** Server-function validators made from the contract: what they accept, and the 422 they answer. */
import { afterEach, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { asHttpError } from '~/lib/http-error'
import { getLocale, type Locale, overwriteGetLocale } from '~/paraglide/runtime'
import { endpointInput, multipartInput } from '~/server/upstream/endpoint-input'

const original = getLocale
const speak = (locale: Locale) => overwriteGetLocale(() => locale)
afterEach(() => overwriteGetLocale(original))

function refusal(run: () => unknown) {
  try {
    run()
  } catch (error) {
    return asHttpError(error)
  }
  throw new Error('expected a refusal')
}

describe('endpointInput', () => {
  it('passes the parsed params, query and body (defaults and trims applied)', () => {
    const data = endpointInput(api.tickets.list)({ query: { page: 3 } })
    expect(data).toEqual({ params: undefined, query: { page: 3, per_page: 15 }, body: undefined })
    const register = endpointInput(api.auth.register)({
      body: {
        email: ' new@example.test ',
        password: 'longenough',
        password_confirmation: 'longenough',
        referral: '',
      },
    })
    expect(register.body).toEqual({
      email: 'new@example.test',
      password: 'longenough',
      password_confirmation: 'longenough',
      referral: undefined,
    })
  })

  it('takes no input for endpoints that have none', () => {
    expect(endpointInput(api.user.me)(undefined)).toEqual({
      params: undefined,
      query: undefined,
      body: undefined,
    })
  })

  it('refuses bad input with a 422, the field errors and no stack', () => {
    speak('en')
    const error = refusal(() =>
      endpointInput(api.auth.login)({ body: { email: '', password: 'short' } }),
    )
    expect(error?.status).toBe(422)
    expect(error?.fieldErrors).toEqual({
      email: ['Email is required'],
      password: ['Password must have at least 8 characters'],
    })
    expect(error?.message).toBe('Email is required')
    expect(error?.stack).toBeUndefined()
  })

  it('words the refusal in the visitor’s language', () => {
    speak('fa')
    const error = refusal(() =>
      endpointInput(api.auth.login)({ body: { email: '', password: 'short' } }),
    )
    expect(error?.fieldErrors).toEqual({
      email: ['ایمیل الزامی است'],
      password: ['رمز عبور باید حداقل ۸ کاراکتر داشته باشد'],
    })
  })

  it('names path parameters and nested fields', () => {
    const error = refusal(() =>
      endpointInput(api.trade.cancelOrder)({
        params: { userChallengeId: 'abc' },
        body: { order_id: 0 },
      }),
    )
    expect(Object.keys(error?.fieldErrors ?? {}).sort()).toEqual(['order_id', 'userChallengeId'])
  })
})

describe('multipartInput', () => {
  it('takes path parameters out of the form and reads `name[]` as a list', () => {
    const form = new FormData()
    form.set('ticketId', '9')
    form.set('content', 'hello')
    form.append('attachments[]', new File(['a'], 'a.txt', { type: 'text/plain' }))
    form.append('attachments[]', new File(['b'], 'b.txt', { type: 'text/plain' }))
    const data = multipartInput(api.tickets.reply)(form)
    expect(data.params).toEqual({ ticketId: 9 })
    expect((data.body as { attachments: File[] }).attachments.map((f) => f.name)).toEqual([
      'a.txt',
      'b.txt',
    ])
    expect([...(data.form?.keys() ?? [])]).toEqual(['content', 'attachments[]', 'attachments[]'])
  })

  it('refuses a form without the required file', () => {
    speak('en')
    const error = refusal(() => multipartInput(api.user.changeAvatar)(new FormData()))
    expect(error?.status).toBe(422)
    expect(error?.fieldErrors?.avatar).toEqual(['Avatar is required'])
  })
})
