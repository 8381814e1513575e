import { z } from 'zod'
import { decimal, id, resource, timestamp } from './common.ts'
import { endpoint } from './endpoint.ts'

export const roles = ['trader', 'support', 'risk', 'admin'] as const
export const role = z.enum(roles)
export const tourNames = ['dashboard', 'trade'] as const
export const tourName = z.enum(tourNames)
export type TourName = z.infer<typeof tourName>

export const user = z.object({
  id,
  email: z.string(),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  firstNameEN: z.string().nullable(),
  lastNameEN: z.string().nullable(),
  /** Once true the English name can no longer change. */
  name_confirmed: z.boolean(),
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  email_verified: z.boolean(),
  avatar: z.string().nullable(),
  referral_code: z.string(),
  role,
  tours_seen: z.array(tourName),
  /** False for an account made with Google that has not set a password (decision 467). */
  has_password: z.boolean(),
  created_at: timestamp,
})
export type User = z.infer<typeof user>

export const userResponse = resource(user)

export const codeField = z
  .string({ error: 'code is required' })
  .trim()
  .min(1, { error: 'code is required', abort: true })
  .length(5, { error: 'code length must be 5', abort: true })
  .regex(/^\d{5}$/, { error: 'code must be 5 digits' })

/** International or local digits, with an optional leading +. */
export const phoneField = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, { error: 'Phone number is required', abort: true })
  .regex(/^\+?[0-9]{8,15}$/, { error: 'Phone number is not valid' })

const requiredName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(60, { error: `${label} is too long` })

const latinName = (label: string) =>
  requiredName(label).regex(/^[A-Za-z][A-Za-z .'-]*$/, {
    error: `${label} must be written in English letters`,
  })

export const changeNameBody = z.object({ name: requiredName('Name') })

export const updateProfileBaseInfoBody = z.object({
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  firstNameEN: latinName('English first name'),
  lastNameEN: latinName('English last name'),
  /** The user confirms the English name matches their ID; it locks. */
  confirm: z.boolean().optional(),
})

export const requestPhoneVerificationBody = z.object({ phone: phoneField })
export const confirmCodeBody = z.object({ code: codeField })
export const requestEmailVerificationBody = z.object({
  /** A new address to verify; the current one when omitted. */
  email: z
    .string({ error: 'Email is not valid' })
    .trim()
    .max(190, { error: 'Email is too long' })
    .pipe(z.email({ error: 'Email is not valid' }))
    .optional(),
})

/** When a code was sent: the next resend and the expiry, in seconds. */
export const codeSentResponse = resource(
  z.object({
    resend_in: z.number().int().min(0),
    expires_in: z.number().int().min(0),
  }),
)

export const creditBalance = z.object({
  /** Spendable at checkout and withdrawable. */
  balance: decimal,
  /** Referral rewards still in their refund window. */
  pending: decimal,
  currency: z.literal('USDT'),
})

export const userEndpoints = {
  me: endpoint({
    method: 'GET',
    path: '/v1/user',
    summary: 'The signed-in user',
    access: 'user',
    response: userResponse,
  }),
  changeName: endpoint({
    method: 'POST',
    path: '/v1/auth/changeName',
    summary: 'Change the display name',
    access: 'user',
    body: changeNameBody,
    response: userResponse,
  }),
  updateProfileBaseInfo: endpoint({
    method: 'POST',
    path: '/v1/auth/updateProfileBaseInfo',
    summary: 'Set first and last names, in Persian and in English',
    access: 'user',
    body: updateProfileBaseInfoBody,
    response: userResponse,
  }),
  requestPhoneVerification: endpoint({
    refusals: { 429: 'A code was sent less than a minute ago; Retry-After says when to ask again' },
    method: 'POST',
    path: '/v1/auth/requestPhoneVerification',
    summary: 'Send a 5-digit code to a phone number',
    access: 'user',
    body: requestPhoneVerificationBody,
    response: codeSentResponse,
  }),
  confirmPhoneVerification: endpoint({
    method: 'POST',
    path: '/v1/auth/confirmPhoneVerification',
    summary: 'Confirm the phone code; the number becomes the user’s',
    access: 'user',
    body: confirmCodeBody,
    response: userResponse,
  }),
  requestEmailVerification: endpoint({
    refusals: { 429: 'A code was sent less than a minute ago; Retry-After says when to ask again' },
    method: 'POST',
    path: '/v1/auth/requestEmailVerification',
    summary: 'Send a 5-digit code to the e-mail address (or a new one)',
    access: 'user',
    body: requestEmailVerificationBody,
    response: codeSentResponse,
  }),
  confirmEmailVerification: endpoint({
    method: 'POST',
    path: '/v1/auth/confirmEmailVerification',
    summary: 'Confirm the e-mail code',
    access: 'user',
    body: confirmCodeBody,
    response: userResponse,
  }),
  changeAvatar: endpoint({
    method: 'POST',
    path: '/v1/auth/changeAvatar',
    summary: 'Upload an avatar image (multipart field `avatar`)',
    access: 'user',
    multipart: true,
    body: z.object({ avatar: z.instanceof(File, { error: 'Avatar is required' }) }),
    response: userResponse,
  }),
  creditBalance: endpoint({
    method: 'GET',
    path: '/v1/user/creditBalance',
    summary: 'The user’s credit (referral earnings)',
    access: 'user',
    response: resource(creditBalance),
  }),
  tourSeen: endpoint({
    method: 'POST',
    path: '/v1/tours/seen',
    summary: 'Record that the user saw a guided tour',
    access: 'user',
    body: z.object({ tour: tourName }),
    response: userResponse,
  }),
} as const
