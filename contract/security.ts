/**
 * Account security (docs/decisions/391, 392): two-factor sign-in with TOTP
 * and recovery codes, and the user's sessions.
 */
import { z } from 'zod'
import { messageResponse, resource, timestamp } from './common.ts'
import { endpoint } from './endpoint.ts'
import { user } from './user.ts'

/** A 6-digit authenticator code, or a recovery code ("xxxxx-xxxxx"). */
export const secondFactorCode = z
  .string({ error: 'code is required' })
  .trim()
  .min(1, { error: 'code is required', abort: true })
  .max(32, { error: 'The code is not correct.' })

/** Only a 6-digit authenticator code (confirming enrolment, new recovery codes). */
export const totpCodeField = z
  .string({ error: 'code is required' })
  .trim()
  .min(1, { error: 'code is required', abort: true })
  .regex(/^\d{6}$/, { error: 'The code must be 6 digits.' })

/**
 * Signing in: the user, or (two-factor on) a request for the code; the
 * session is created only by POST /v1/auth/two-factor.
 */
export const signInResponse = resource(
  z.union([z.object({ user }), z.object({ two_factor: z.literal(true) })]),
)

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  confirmed_at: timestamp.nullable(),
  recovery_codes_left: z.number().int().min(0),
})

export const recoveryCodesResponse = resource(
  z.object({ recovery_codes: z.array(z.string()) }),
).extend({ message: z.string().optional() })

export const sessionView = z.object({
  /** A handle for the session; never the cookie's value. */
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  created_at: timestamp,
  last_seen_at: timestamp,
  current: z.boolean(),
})
export type SessionView = z.infer<typeof sessionView>

const codeBody = z.object({ code: secondFactorCode })

export const securityEndpoints = {
  twoFactorChallenge: endpoint({
    refusals: { 429: 'Too many wrong codes; Retry-After says when to try again' },
    method: 'POST',
    path: '/v1/auth/two-factor',
    summary: 'Finish a sign-in that asked for the second factor (5 wrong codes / 15 min → 429)',
    access: 'public',
    body: codeBody,
    response: resource(z.object({ user })),
  }),
  twoFactorStatus: endpoint({
    method: 'GET',
    path: '/v1/user/two-factor',
    summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
    access: 'user',
    response: resource(twoFactorStatus),
  }),
  startTwoFactor: endpoint({
    method: 'POST',
    path: '/v1/user/two-factor/enrol',
    summary: 'A new TOTP secret (not yet on): its otpauth URI and QR code',
    access: 'user',
    response: resource(z.object({ secret: z.string(), uri: z.string(), qr_svg: z.string() })),
  }),
  confirmTwoFactor: endpoint({
    refusals: { 429: 'Too many wrong codes; Retry-After says when to try again' },
    method: 'POST',
    path: '/v1/user/two-factor/confirm',
    summary: 'Turn two-factor on with a first code; answers the 10 recovery codes once',
    access: 'user',
    body: z.object({ code: totpCodeField }),
    response: recoveryCodesResponse,
  }),
  disableTwoFactor: endpoint({
    refusals: { 429: 'Too many wrong codes; Retry-After says when to try again' },
    method: 'POST',
    path: '/v1/user/two-factor/disable',
    summary: 'Turn two-factor off with a current code or a recovery code',
    access: 'user',
    body: codeBody,
    response: messageResponse,
  }),
  regenerateRecoveryCodes: endpoint({
    refusals: { 429: 'Too many wrong codes; Retry-After says when to try again' },
    method: 'POST',
    path: '/v1/user/two-factor/recovery-codes',
    summary: 'New recovery codes for a current code; the old ones stop working',
    access: 'user',
    body: z.object({ code: totpCodeField }),
    response: recoveryCodesResponse,
  }),
  listSessions: endpoint({
    method: 'GET',
    path: '/v1/user/sessions',
    summary: 'The user’s signed-in sessions, newest activity first',
    access: 'user',
    response: resource(z.array(sessionView)),
  }),
  endSession: endpoint({
    method: 'POST',
    path: '/v1/user/sessions/{id}/end',
    summary: 'Sign out one of the user’s other sessions',
    access: 'user',
    params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'id is invalid' }) }),
    response: messageResponse,
  }),
  endOtherSessions: endpoint({
    method: 'POST',
    path: '/v1/user/sessions/end-others',
    summary: 'Sign out every session of the user but this one',
    access: 'user',
    response: messageResponse,
  }),
} as const
