/** The browser's validation of the auth and profile forms: spec §5's rules and texts. */
import type { StandardSchemaV1 } from '@tanstack/react-form'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { asciiDigits } from '~/lib/forms/digits'
import {
  baseInfoSchema,
  changePasswordSchema,
  codeSchema,
  phoneSchema,
  signInSchema,
  signUpSchema,
} from '~/lib/forms/schemas'
import { getLocale, overwriteGetLocale } from '~/paraglide/runtime'

const original = getLocale
beforeEach(() => overwriteGetLocale(() => 'en'))
afterEach(() => overwriteGetLocale(original))

/** field → first message, as the form shows them (the Standard Schema TanStack Form reads). */
function errors(schema: StandardSchemaV1, value: unknown) {
  const result = schema['~standard'].validate(value)
  if (result instanceof Promise) throw new Error('the form checks are synchronous')
  const out: Record<string, string> = {}
  for (const issue of result.issues ?? []) {
    const path = (issue.path ?? []).map((p) => (typeof p === 'object' ? p.key : p)).join('.')
    out[path] ??= issue.message
  }
  return out
}

describe('sign-in and sign-up', () => {
  it('e-mail and password are required', () => {
    expect(errors(signInSchema(), { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
  })

  it('a password needs 8 characters; an e-mail must look like one', () => {
    expect(errors(signInSchema(), { email: 'a@b', password: '1234567' })).toEqual({
      email: 'Email is not valid',
      password: 'Password must have at least 8 characters',
    })
    expect(errors(signInSchema(), { email: 'a@b.co', password: '12345678' })).toEqual({})
  })

  it('sign-up asks the confirmation to match; the referral is optional', () => {
    const base = { email: 'a@b.co', password: '12345678', referral: '' }
    expect(errors(signUpSchema(), { ...base, password_confirmation: '' })).toEqual({
      password_confirmation: 'Password confirmation is required',
    })
    expect(errors(signUpSchema(), { ...base, password_confirmation: '12345679' })).toEqual({
      password_confirmation: 'Password confirmation does not match',
    })
    expect(errors(signUpSchema(), { ...base, password_confirmation: '12345678' })).toEqual({})
    // A mismatch shows even while another field is still wrong.
    expect(
      errors(signUpSchema(), { ...base, email: '', password_confirmation: 'other one' }),
    ).toEqual({
      email: 'Email is required',
      password_confirmation: 'Password confirmation does not match',
    })
  })
})

describe('codes and phones', () => {
  it.each([
    ['', 'code is required'],
    ['1234', 'code length must be 5'],
    ['12a45', 'code must be 5 digits'],
    ['abcde', 'code must be 5 digits'],
    ['abc', 'code length must be 5'],
    ['123456', 'code length must be 5'],
  ])('code %j → %s', (code, message) => {
    expect(errors(codeSchema(), { code })).toEqual({ code: message })
  })

  it('accepts five digits, typed in Persian too', () => {
    expect(errors(codeSchema(), { code: asciiDigits('۱۲۳۴۵') })).toEqual({})
    expect(asciiDigits('+۹۸۹۱۲٣٤٥')).toBe('+98912345')
  })

  it('a phone number is required', () => {
    expect(errors(phoneSchema(), { phone: '' })).toEqual({ phone: 'Phone number is required' })
    expect(errors(phoneSchema(), { phone: '+989121234567' })).toEqual({})
  })

  it('change password: code and new password are required', () => {
    expect(errors(changePasswordSchema(), { email: 'a@b.co', code: '', password: '' })).toEqual({
      code: 'code is required',
      password: 'Password is required',
    })
  })
})

describe('profile', () => {
  it('first, last and English names are required; English in English letters', () => {
    const empty = {
      firstName: '',
      lastName: ' ',
      firstNameEN: '',
      lastNameEN: 'سارا',
      confirm: false,
    }
    expect(errors(baseInfoSchema(), empty)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      firstNameEN: 'English first name is required',
      lastNameEN: 'Write it in English letters',
    })
  })

  it('a password of spaces is kept as typed', () => {
    expect(errors(signInSchema(), { email: ' a@b.co ', password: '        ' })).toEqual({})
  })

  it('speaks Persian when the page does', () => {
    overwriteGetLocale(() => 'fa')
    expect(errors(signInSchema(), { email: '', password: 'x' })).toEqual({
      email: 'ایمیل الزامی است',
      password: 'رمز عبور باید حداقل ۸ کاراکتر داشته باشد',
    })
  })
})
