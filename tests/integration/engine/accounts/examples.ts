/** A valid body for each accounts endpoint that takes one: the starting point of mutations. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Endpoint } from '#contract/endpoint.ts'
import { api } from '#contract/index.ts'
import { PASSWORD } from './helpers.ts'

const png = readFileSync(path.resolve(import.meta.dirname, '../../../fixtures/images/python.png'))

export interface Example {
  name: string
  endpoint: Endpoint
  valid: () => Record<string, unknown>
}

/** Endpoints anyone with a session may call. */
export const publicExamples: Example[] = [
  {
    name: 'login',
    endpoint: api.auth.login,
    valid: () => ({ email: 'someone@example.test', password: PASSWORD, remember: true }),
  },
  {
    name: 'register',
    endpoint: api.auth.register,
    valid: () => ({
      email: 'someone@example.test',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      referral: 'ABCDEFGH',
    }),
  },
  {
    name: 'forgotPassword',
    endpoint: api.auth.forgotPassword,
    valid: () => ({ email: 'someone@example.test' }),
  },
  {
    name: 'resetPassword',
    endpoint: api.auth.resetPassword,
    valid: () => ({
      email: 'someone@example.test',
      code: '12345',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    }),
  },
  {
    name: 'oauthCallback',
    endpoint: api.auth.oauthCallback,
    valid: () => ({ provider: 'google', code: 'a-code', state: 'a-state' }),
  },
]

/** Endpoints of the signed-in user. */
export const userExamples: Example[] = [
  { name: 'changeName', endpoint: api.user.changeName, valid: () => ({ name: 'Sara' }) },
  {
    name: 'updateProfileBaseInfo',
    endpoint: api.user.updateProfileBaseInfo,
    valid: () => ({
      firstName: 'سارا',
      lastName: 'احمدی',
      firstNameEN: 'Sara',
      lastNameEN: 'Ahmadi',
      confirm: true,
    }),
  },
  {
    name: 'requestPhoneVerification',
    endpoint: api.user.requestPhoneVerification,
    valid: () => ({ phone: '+989121234567' }),
  },
  {
    name: 'confirmPhoneVerification',
    endpoint: api.user.confirmPhoneVerification,
    valid: () => ({ code: '12345' }),
  },
  {
    name: 'requestEmailVerification',
    endpoint: api.user.requestEmailVerification,
    valid: () => ({ email: 'new@example.test' }),
  },
  {
    name: 'confirmEmailVerification',
    endpoint: api.user.confirmEmailVerification,
    valid: () => ({ code: '12345' }),
  },
  {
    name: 'changeAvatar',
    endpoint: api.user.changeAvatar,
    valid: () => ({ avatar: new File([png], 'avatar.png', { type: 'image/png' }) }),
  },
  { name: 'tourSeen', endpoint: api.user.tourSeen, valid: () => ({ tour: 'dashboard' }) },
]

/** How to send an example: multipart endpoints take FormData. */
export function sendable(example: Example): { body?: unknown; form?: FormData } {
  const body = example.valid()
  if (!example.endpoint.multipart) return { body }
  const form = new FormData()
  for (const [k, v] of Object.entries(body)) form.append(k, v instanceof File ? v : String(v))
  return { form }
}
