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

/** One webhook Sumsub sent about the applicant, as staff read it (newest first). */
export const staffIdentityEvent = z.object({
  /** applicantReviewed, applicantPending, applicantOnHold, applicantReset, … */
  type: z.string(),
  review_status: z.string().nullable(),
  review_answer: z.string().nullable(),
  reject_type: z.string().nullable(),
  reject_labels: z.array(z.string()),
  /** Sumsub's comment for the applicant. */
  moderation_comment: z.string().nullable(),
  /** Sumsub's comment for staff only. */
  client_comment: z.string().nullable(),
  occurred_at: timestamp,
})

/** A trader's identity check for staff: status, flag, the applicant's link and its history. */
export const staffIdentity = z.object({
  /** Verification is on (Sumsub's keys set); off, every other field is empty. */
  configured: z.boolean(),
  status: identityStatus,
  /** Why staff must look: a final rejection, or a confirmed name unlike the profile's. */
  flag: z.enum(['final_rejection', 'name_mismatch']).nullable(),
  /** Payouts and the real account are allowed. */
  cleared: z.boolean(),
  applicant_id: z.string().nullable(),
  /** The applicant in Sumsub's dashboard (SUMSUB_APPLICANT_URL). */
  applicant_url: z.string().nullable(),
  level_name: z.string().nullable(),
  /** The name the documents confirmed (Latin form), on GREEN. */
  verified_name: z.string().nullable(),
  history: z.array(staffIdentityEvent),
})
export type StaffIdentity = z.infer<typeof staffIdentity>

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
