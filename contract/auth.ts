import { z } from 'zod'
import { messageResponse, resource } from './common.ts'
import { endpoint } from './endpoint.ts'
import { signInResponse } from './security.ts'
import { codeField, user } from './user.ts'

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(190, { error: 'Email is too long' })
  .pipe(z.email({ error: 'Email is not valid' }))

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(8, { error: 'Password must have at least 8 characters' })
  .max(128, { error: 'Password is too long' })

export const loginBody = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required', abort: true })
    .min(8, { error: 'Password must have at least 8 characters' })
    .max(128, { error: 'Password is too long' }),
  remember: z.boolean().optional(),
})

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T) =>
  v.password === v.password_confirmation

export const registerBody = z
  .object({
    email: emailField,
    password: passwordField,
    password_confirmation: z.string({ error: 'Password confirmation is required' }),
    referral: z
      .string()
      .trim()
      .max(32, { error: 'Referral code is not valid' })
      .nullish()
      .transform((v) => (v ? v : undefined)),
  })
  .refine(confirmed, {
    path: ['password_confirmation'],
    error: 'Password confirmation does not match',
  })

export const forgotPasswordBody = z.object({ email: emailField })

export const resetPasswordBody = z
  .object({
    email: emailField,
    code: codeField,
    password: passwordField,
    password_confirmation: z.string({ error: 'Password confirmation is required' }),
  })
  .refine(confirmed, {
    path: ['password_confirmation'],
    error: 'Password confirmation does not match',
  })

/**
 * A signed-in user's new password: the current one (required when the
 * account has one; an account made with Google has none), the new one twice.
 */
export const changePasswordBody = z
  .object({
    current_password: z.string().max(128, { error: 'Password is too long' }).optional(),
    password: passwordField,
    password_confirmation: z.string({ error: 'Password confirmation is required' }),
  })
  .refine(confirmed, {
    path: ['password_confirmation'],
    error: 'Password confirmation does not match',
  })

export const oauthProviders = ['google'] as const
export const oauthProvider = z.enum(oauthProviders)

export const oauthCallbackBody = z.object({
  provider: oauthProvider,
  code: z.string({ error: 'code is required' }).min(1, { error: 'code is required' }),
  state: z.string({ error: 'state is required' }).min(1, { error: 'state is required' }),
})

export const authUserResponse = resource(z.object({ user }))

export const authEndpoints = {
  csrfCookie: endpoint({
    method: 'GET',
    path: '/sanctum/csrf-cookie',
    summary: 'Start a session: sets XSRF-TOKEN and the session cookie (204)',
    access: 'public',
    response: z.unknown(),
    status: 204,
  }),
  login: endpoint({
    refusals: {
      429: 'Too many failed sign-ins (5 a minute); Retry-After says when to try again',
      503: 'Too many password checks at once; Retry-After says when to try again',
    },
    method: 'POST',
    path: '/v1/auth/login',
    summary:
      'Sign in with e-mail and password (5 failures a minute → 429); two-factor: asks for the code',
    access: 'public',
    body: loginBody,
    response: signInResponse,
  }),
  register: endpoint({
    refusals: { 503: 'Too many password checks at once; Retry-After says when to try again' },
    method: 'POST',
    path: '/v1/auth/register',
    summary: 'Create an account and sign in',
    access: 'public',
    body: registerBody,
    response: authUserResponse,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/v1/auth/logout',
    summary: 'Sign out',
    access: 'public',
    response: messageResponse,
  }),
  forgotPassword: endpoint({
    refusals: { 429: 'A code was sent less than a minute ago; Retry-After says when to ask again' },
    method: 'POST',
    path: '/v1/auth/forgot-password',
    summary: 'Mail a 5-digit reset code (answers the same whether or not the e-mail exists)',
    access: 'public',
    body: forgotPasswordBody,
    response: messageResponse,
  }),
  resetPassword: endpoint({
    refusals: { 503: 'Too many password checks at once; Retry-After says when to try again' },
    method: 'POST',
    path: '/v1/auth/reset-password',
    summary: 'Set a new password with the mailed code',
    access: 'public',
    body: resetPasswordBody,
    response: messageResponse,
  }),
  changePassword: endpoint({
    refusals: {
      429: 'Too many wrong current passwords (5 a minute); Retry-After says when',
      503: 'Too many password checks at once; Retry-After says when to try again',
    },
    method: 'POST',
    path: '/v1/user/password',
    summary: 'Change the password while signed in; every other session ends',
    access: 'user',
    body: changePasswordBody,
    response: messageResponse,
  }),
  oauthRedirect: endpoint({
    refusals: { 503: 'Sign-in with this provider is not configured on this server' },
    method: 'GET',
    path: '/v1/auth/{provider}/redirect',
    summary: 'The provider URL to send the browser to (state kept in the session)',
    access: 'public',
    params: z.object({ provider: oauthProvider }),
    response: resource(z.object({ url: z.url() })),
  }),
  oauthCallback: endpoint({
    refusals: { 502: 'The provider could not be reached or refused the code' },
    method: 'POST',
    path: '/v1/auth/callback',
    summary: 'Finish third-party sign-in with the provider’s code',
    access: 'public',
    body: oauthCallbackBody,
    response: signInResponse,
  }),
} as const
