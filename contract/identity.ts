/**
 * Identity verification through Sumsub (docs/decisions/590): the trader's
 * state and the WebSDK's access token; staff read each trader's checks.
 */
import { z } from 'zod'
import { resource, timestamp } from './common.ts'
import { endpoint } from './endpoint.ts'

/**
 * off: not configured (no keys); not_started: no applicant yet; started:
 * documents not all sent; pending: Sumsub is reviewing; on_hold: Sumsub
 * waits for something; approved: GREEN; retry: RED that may be tried
 * again; rejected: RED, final.
 */
export const identityStatuses = [
  'off',
  'not_started',
  'started',
  'pending',
  'on_hold',
  'approved',
  'retry',
  'rejected',
] as const
export const identityStatus = z.enum(identityStatuses)
export type IdentityStatus = z.infer<typeof identityStatus>

export const identityState = z.object({
  status: identityStatus,
  /** The WebSDK may be opened (configured, and not finally rejected). */
  can_verify: z.boolean(),
  /** Payouts and the real account are allowed (approved and not flagged, or verification off). */
  cleared: z.boolean(),
  /** Sumsub's comment for the applicant on a rejection. */
  moderation_comment: z.string().nullable(),
  reviewed_at: timestamp.nullable(),
})
export type IdentityState = z.infer<typeof identityState>

export const identityToken = z.object({
  /** The WebSDK's access token (short-lived: ask again when it expires). */
  token: z.string(),
  level_name: z.string(),
})

export const identityEndpoints = {
  state: endpoint({
    method: 'GET',
    path: '/v1/user/identity',
    summary: 'The trader’s identity verification: its status and whether payouts are allowed',
    access: 'user',
    response: resource(identityState),
  }),
  token: endpoint({
    method: 'POST',
    path: '/v1/user/identity/token',
    summary: 'Creates the Sumsub applicant if needed and answers a WebSDK access token',
    access: 'user',
    refusals: {
      409: 'Verification is off, or was finally rejected',
      502: 'Sumsub did not answer as documented',
    },
    response: resource(identityToken),
  }),
}
