/**
 * The staff console's calls (rules.md, Staff). Support and admin decide
 * real-account withdrawals, referral withdrawals and real-account requests,
 * and look users up; admins alone edit coupons and the catalogue. Every
 * decision and edit is written to the audit log, readable here.
 */
import { z } from 'zod'
import { featureEffects } from './challenges.ts'
import {
  decimal,
  id,
  idParam,
  list,
  pageQuery,
  paginated,
  positiveDecimal,
  resource,
  timestamp,
} from './common.ts'
import { endpoint } from './endpoint.ts'
import { realWithdraw, withdrawStatus } from './real.ts'
import { referralWithdraw } from './referrals.ts'
import { role } from './user.ts'
import { accountRequestStatuses, accountType, challengeStatus } from './user-challenges.ts'

/** Who a queue item belongs to. */
export const staffUserRef = z.object({
  id,
  email: z.string(),
  name: z.string().nullable(),
})

export const staffRealWithdraw = realWithdraw.extend({
  user: staffUserRef,
  /** The real account's title. */
  account_title: z.string(),
  /** Who decided it (null while pending). */
  decided_by: staffUserRef.nullable(),
})
export type StaffRealWithdraw = z.infer<typeof staffRealWithdraw>

export const staffReferralWithdraw = referralWithdraw.extend({
  user: staffUserRef,
  decided_by: staffUserRef.nullable(),
})
export type StaffReferralWithdraw = z.infer<typeof staffReferralWithdraw>

export const accountRequestStatus = z.enum(accountRequestStatuses)

export const staffAccountRequest = z.object({
  id,
  user: staffUserRef,
  /** The passed challenge the real account is requested for. */
  user_challenge_id: id,
  title: z.string(),
  initial_balance: decimal,
  status: accountRequestStatus,
  note: z.string().nullable(),
  created_at: timestamp,
  decided_at: timestamp.nullable(),
  decided_by: staffUserRef.nullable(),
  /** The real account opened on approval. */
  real_user_challenge_id: id.nullable(),
})
export type StaffAccountRequest = z.infer<typeof staffAccountRequest>

const optionalNote = z
  .string()
  .trim()
  .max(1000, { error: 'Note is too long' })
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v))

const requiredNote = z
  .string({ error: 'Note is required' })
  .trim()
  .min(1, { error: 'Note is required' })
  .max(1000, { error: 'Note is too long' })

/** Paying or approving: a note is optional (a transaction id, say). */
export const approveBody = z.object({ note: optionalNote })
/** Rejecting: the trader is told why. Paying a referral withdrawal: its result. */
export const noteBody = z.object({ note: requiredNote })

const queueQuery = pageQuery.extend({ status: withdrawStatus.default('pending') })
const requestQueueQuery = pageQuery.extend({ status: accountRequestStatus.default('pending') })

// --- user lookup ---

export const staffUser = staffUserRef.extend({
  phone: z.string().nullable(),
  role,
  referral_code: z.string(),
  referred_by: staffUserRef.nullable(),
  created_at: timestamp,
})
export type StaffUser = z.infer<typeof staffUser>

export const staffUserChallenge = z.object({
  id,
  title: z.string(),
  type: accountType,
  status: challengeStatus,
  initial_balance: decimal,
  balance: decimal,
  created_at: timestamp,
  expires_at: timestamp.nullable(),
})

export const staffUserDetail = staffUser.extend({
  challenges: z.array(staffUserChallenge),
  real_withdraws: z.array(staffRealWithdraw),
  referral_withdraws: z.array(staffReferralWithdraw),
  credit: z.object({ available: decimal, pending: decimal }),
})
export type StaffUserDetail = z.infer<typeof staffUserDetail>

export const userLookupQuery = z.object({
  /** An e-mail (or part of one), a phone number or a user id. */
  q: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(1, { error: 'Search text is required' })
    .max(120, { error: 'Search text is too long' }),
})

// --- coupons (admin) ---

export const couponKinds = ['percent', 'fixed'] as const

export const staffCoupon = z.object({
  id,
  code: z.string(),
  kind: z.enum(couponKinds),
  value: decimal,
  starts_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  usage_limit: z.number().int().nullable(),
  per_user_limit: z.number().int().nullable(),
  active: z.boolean(),
  /** Pending or paid payments that used it. */
  uses: z.number().int().min(0),
  created_at: timestamp,
})
export type StaffCoupon = z.infer<typeof staffCoupon>

const limitField = z
  .number({ error: 'Must be a whole number' })
  .int({ error: 'Must be a whole number' })
  .min(1, { error: 'Must be at least 1' })
  .max(1_000_000, { error: 'Must be at most 1000000' })
  .nullable()
  .default(null)

export const couponBody = z.object({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .min(1, { error: 'Code is required', abort: true })
    .max(40, { error: 'Code is too long' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Code may use letters, digits, - and _' })
    .transform((v) => v.toUpperCase()),
  kind: z.enum(couponKinds, { error: 'Kind must be percent or fixed' }),
  value: z
    .string({ error: 'Value is required' })
    .min(1, { error: 'Value is required', abort: true })
    .pipe(positiveDecimal),
  starts_at: timestamp.nullable().default(null),
  ends_at: timestamp.nullable().default(null),
  usage_limit: limitField,
  per_user_limit: limitField,
  active: z.boolean().default(true),
})
export type CouponBody = z.input<typeof couponBody>

// --- catalogue (admin) ---

export const staffChallenge = z.object({
  id,
  code: z.string(),
  title_en: z.string(),
  title_fa: z.string(),
  account_size: decimal,
  price: decimal,
  active: z.boolean(),
})

export const staffFeature = z.object({
  id,
  code: z.enum(featureEffects),
  title_en: z.string(),
  title_fa: z.string(),
  price_percent: decimal,
  active: z.boolean(),
})

export const staffCatalogue = z.object({
  challenges: z.array(staffChallenge),
  features: z.array(staffFeature),
})

export const challengeUpdateBody = z
  .object({
    price: z.string().min(1, { error: 'Price is required', abort: true }).pipe(positiveDecimal),
    active: z.boolean({ error: 'Active must be true or false' }),
  })
  .partial()

export const featureUpdateBody = z
  .object({
    price_percent: z
      .string()
      .min(1, { error: 'Price is required', abort: true })
      .pipe(positiveDecimal),
    active: z.boolean({ error: 'Active must be true or false' }),
  })
  .partial()

// --- audit ---

export const auditEntry = z.object({
  id,
  actor: staffUserRef.nullable(),
  /** e.g. real_withdraw.paid, coupon.created, challenge.updated */
  action: z.string(),
  subject_type: z.string(),
  subject_id: id.nullable(),
  before: z.json().nullable(),
  after: z.json().nullable(),
  note: z.string().nullable(),
  created_at: timestamp,
})
export type AuditEntry = z.infer<typeof auditEntry>

const withdrawParams = z.object({ withdrawId: idParam })
const requestParams = z.object({ requestId: idParam })
const userParams = z.object({ userId: idParam })
const couponParams = z.object({ couponId: idParam })

export const staffEndpoints = {
  realWithdraws: endpoint({
    method: 'GET',
    path: '/v1/staff/realWithdraws',
    summary: 'Profit withdrawals in one status (default pending), oldest first',
    access: 'staff',
    query: queueQuery,
    response: paginated(staffRealWithdraw),
  }),
  payRealWithdraw: endpoint({
    method: 'POST',
    path: '/v1/staff/realWithdraws/{withdrawId}/pay',
    summary: 'Mark a pending profit withdrawal paid; the trader is notified',
    access: 'staff',
    params: withdrawParams,
    body: approveBody,
    response: resource(staffRealWithdraw),
  }),
  rejectRealWithdraw: endpoint({
    method: 'POST',
    path: '/v1/staff/realWithdraws/{withdrawId}/reject',
    summary: 'Reject a pending profit withdrawal: the debited amount returns to the account',
    access: 'staff',
    params: withdrawParams,
    body: noteBody,
    response: resource(staffRealWithdraw),
  }),
  referralWithdraws: endpoint({
    method: 'GET',
    path: '/v1/staff/referralWithdraws',
    summary: 'Referral withdrawals in one status (default pending), oldest first',
    access: 'staff',
    query: queueQuery,
    response: paginated(staffReferralWithdraw),
  }),
  payReferralWithdraw: endpoint({
    method: 'POST',
    path: '/v1/staff/referralWithdraws/{withdrawId}/pay',
    summary: 'Mark a referral withdrawal paid with a result note; the user is notified',
    access: 'staff',
    params: withdrawParams,
    body: noteBody,
    response: resource(staffReferralWithdraw),
  }),
  rejectReferralWithdraw: endpoint({
    method: 'POST',
    path: '/v1/staff/referralWithdraws/{withdrawId}/reject',
    summary: 'Reject a referral withdrawal: the amount returns to the credit balance',
    access: 'staff',
    params: withdrawParams,
    body: noteBody,
    response: resource(staffReferralWithdraw),
  }),
  accountRequests: endpoint({
    method: 'GET',
    path: '/v1/staff/accountRequests',
    summary: 'Real-account requests in one status (default pending), oldest first',
    access: 'staff',
    query: requestQueueQuery,
    response: paginated(staffAccountRequest),
  }),
  approveAccountRequest: endpoint({
    method: 'POST',
    path: '/v1/staff/accountRequests/{requestId}/approve',
    summary: 'Approve a real-account request: the real account opens, the trader is notified',
    access: 'staff',
    params: requestParams,
    body: approveBody,
    response: resource(staffAccountRequest),
  }),
  rejectAccountRequest: endpoint({
    method: 'POST',
    path: '/v1/staff/accountRequests/{requestId}/reject',
    summary: 'Reject a real-account request with a note; the trader is notified',
    access: 'staff',
    params: requestParams,
    body: noteBody,
    response: resource(staffAccountRequest),
  }),
  users: endpoint({
    method: 'GET',
    path: '/v1/staff/users',
    summary: 'Find users by e-mail (or part of it), phone or id; at most 20',
    access: 'staff',
    query: userLookupQuery,
    response: list(staffUser),
  }),
  user: endpoint({
    method: 'GET',
    path: '/v1/staff/users/{userId}',
    summary: 'A user with their challenges, withdrawals and credit',
    access: 'staff',
    params: userParams,
    response: resource(staffUserDetail),
  }),
  coupons: endpoint({
    method: 'GET',
    path: '/v1/staff/coupons',
    summary: 'Coupons, newest first (admin)',
    access: 'admin',
    query: pageQuery,
    response: paginated(staffCoupon),
  }),
  createCoupon: endpoint({
    method: 'POST',
    path: '/v1/staff/coupons',
    summary: 'Create a coupon (admin)',
    access: 'admin',
    body: couponBody,
    response: resource(staffCoupon),
  }),
  updateCoupon: endpoint({
    method: 'PUT',
    path: '/v1/staff/coupons/{couponId}',
    summary: 'Replace a coupon’s settings (admin)',
    access: 'admin',
    params: couponParams,
    body: couponBody,
    response: resource(staffCoupon),
  }),
  deleteCoupon: endpoint({
    method: 'DELETE',
    path: '/v1/staff/coupons/{couponId}',
    summary: 'Delete a coupon never used; a used one can only be deactivated (admin)',
    access: 'admin',
    params: couponParams,
    response: z.object({ message: z.string(), message_type: z.literal('success') }),
  }),
  catalogue: endpoint({
    method: 'GET',
    path: '/v1/staff/catalogue',
    summary: 'Every challenge and feature, active or not, with prices (admin)',
    access: 'admin',
    response: resource(staffCatalogue),
  }),
  updateChallenge: endpoint({
    method: 'PATCH',
    path: '/v1/staff/challenges/{challengeId}',
    summary: 'Change a challenge’s price or active flag; sold accounts keep theirs (admin)',
    access: 'admin',
    params: z.object({ challengeId: idParam }),
    body: challengeUpdateBody,
    response: resource(staffChallenge),
  }),
  updateFeature: endpoint({
    method: 'PATCH',
    path: '/v1/staff/features/{featureId}',
    summary: 'Change a feature’s price percent or active flag (admin)',
    access: 'admin',
    params: z.object({ featureId: idParam }),
    body: featureUpdateBody,
    response: resource(staffFeature),
  }),
  audit: endpoint({
    method: 'GET',
    path: '/v1/staff/audit',
    summary: 'Every staff decision and edit, newest first',
    access: 'staff',
    query: pageQuery.extend({ subject_type: z.string().max(40).optional() }),
    response: paginated(auditEntry),
  }),
} as const
