/**
 * The staff console's shapes (contract/staff.ts has the endpoints): queue
 * items of withdrawals and real-account requests, decision bodies, user
 * lookup and the audit log.
 */
import { z } from 'zod'
import { decimal, id, pageQuery, timestamp } from './common.ts'
import { staffIdentity } from './identity.ts'
import { paymentStatuses } from './payments.ts'
import { payoutNetwork, txHashField } from './payouts.ts'
import { realWithdraw, withdrawStatus } from './real.ts'
import { referralWithdraw } from './referrals.ts'
import { role, roles } from './user.ts'
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
  /** Open risk flags holding it (issue 33): it cannot be paid until each is decided. */
  held_by_flags: z.array(id),
  /** Trades removed from the eligible profit at review, the profit they held and why. */
  stripped_fill_ids: z.array(id),
  stripped_profit: decimal.nullable(),
  stripped_reason: z.string().nullable(),
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
  /** Open risk flags holding it (issue 33): it cannot be approved until each is decided. */
  held_by_flags: z.array(id),
})
export type StaffAccountRequest = z.infer<typeof staffAccountRequest>

/**
 * An optional text the console sends: absent, null and blank all mean "none"
 * and come out as null. The web validates with this schema and sends its
 * output, which the engine validates again, so the output must be an input.
 */
const optionalNote = z
  .string()
  .trim()
  .max(1000, { error: 'Note is too long' })
  .nullish()
  .transform((v) => (v ? v : null))

const requiredNote = z
  .string({ error: 'Note is required' })
  .trim()
  .min(1, { error: 'Note is required' })
  .max(1000, { error: 'Note is too long' })

/** Paying or approving: a note is optional (a transaction id, say). */
export const approveBody = z.object({ note: optionalNote })
/** Paying a withdrawal: the network and the transaction hash (checked per network), a note optional. */
export const payBody = z.object({
  network: payoutNetwork,
  tx_hash: txHashField,
  note: optionalNote,
})
/** Rejecting: the trader is told why. Paying a referral withdrawal: its result. */
export const noteBody = z.object({ note: requiredNote })

/**
 * Refunding: the note for the buyer and, where staff send the money back by
 * hand (NOWPayments), the transaction's reference (required there; absent,
 * null or blank: none).
 */
export const refundBody = noteBody.extend({
  reference: z
    .string({ error: 'Reference is not valid' })
    .trim()
    .max(200, { error: 'Reference is too long' })
    .nullish()
    .transform((v) => (v ? v : null)),
})

/** How a refund reaches the buyer: the provider's API, staff by hand (with a reference), or no money to send. */
export const refundWays = ['provider', 'manual', 'none'] as const

export const queueQuery = pageQuery.extend({ status: withdrawStatus.default('pending') })
export const requestQueueQuery = pageQuery.extend({
  status: accountRequestStatus.default('pending'),
})

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
  /** The payment that bought it (null: demo, real wrapper); admins refund it. */
  payment_id: id.nullable(),
})

/** A payment on the user page (issue 25). Amounts in USDT. */
export const staffUserPayment = z.object({
  id,
  /** The challenge bought, as titled for the buyer. */
  title: z.string(),
  /** Challenge and features before discount and credit. */
  price: decimal,
  discount: decimal,
  /** Credit spent; a refund returns it to the credit balance. */
  credit: decimal,
  /** Charged through the provider; a refund pays it back outside the platform. */
  final_price: decimal,
  coupon: z.string().nullable(),
  provider: z.string().nullable(),
  provider_reference: z.string().nullable(),
  status: z.enum(paymentStatuses),
  user_challenge_id: id.nullable(),
  /** Paid, and its challenge is not funded: a refund can succeed. */
  refundable: z.boolean(),
  /** How its refund sends the money back (`manual`: the dialog asks for the transaction reference). */
  refund_way: z.enum(refundWays),
  /** The refund's transaction reference (the provider's refund id, or the one staff entered). */
  refund_reference: z.string().nullable(),
  created_at: timestamp,
  paid_at: timestamp.nullable(),
})
export type StaffUserPayment = z.infer<typeof staffUserPayment>

export const staffUserTicket = z.object({
  id,
  subject: z.string(),
  status: z.enum(['open', 'answered', 'closed']),
  updated_at: timestamp,
})
export type StaffUserTicket = z.infer<typeof staffUserTicket>

/**
 * Withdrawals frozen from a new-address mail's link (decision 393): the
 * address that mail named (it was removed) and when. Staff lift it on the
 * user page once they have checked with the user.
 */
export const staffWithdrawalFreeze = z.object({
  network: z.string(),
  address: z.string(),
  frozen_at: timestamp,
})
export type StaffWithdrawalFreeze = z.infer<typeof staffWithdrawalFreeze>

export const staffUserDetail = staffUser.extend({
  withdrawal_freeze: staffWithdrawalFreeze.nullable(),
  challenges: z.array(staffUserChallenge),
  payments: z.array(staffUserPayment),
  tickets: z.array(staffUserTicket),
  real_withdraws: z.array(staffRealWithdraw),
  referral_withdraws: z.array(staffReferralWithdraw),
  credit: z.object({ available: decimal, pending: decimal }),
  /** The identity check (docs/decisions/590): status, its history and the applicant's link. */
  identity: staffIdentity,
})
export type StaffUserDetail = z.infer<typeof staffUserDetail>

export const userLookupQuery = pageQuery.extend({
  /** An e-mail (or part of one), a phone number, a user id or a referral code; none: every user, newest first. */
  q: z
    .string()
    .trim()
    .max(120, { error: 'Search text is too long' })
    .nullish()
    .transform((v) => (v ? v : null)),
})

/** An admin changes a user's role (the last admin cannot be demoted). */
export const roleBody = z.object({
  role: z.enum(roles, { error: 'Role must be trader, support, risk or admin' }),
})
export const roleChange = z.object({ id, role })

// --- audit ---

export const auditEntry = z.object({
  id,
  actor: staffUserRef.nullable(),
  /** e.g. real_withdraw.paid, coupon.created, challenge.updated */
  action: z.string(),
  subject_type: z.string(),
  subject_id: id.nullable(),
  /** The subject's name where it has one (a user's e-mail). */
  subject_label: z.string().nullable(),
  /** The e-mail of the user the subject belongs to (a withdrawal's, a ticket's, a payment's). */
  subject_owner: z.string().nullable(),
  /** The subject's own name: a coupon's code, a challenge's title, a ticket's subject, the rules' version. */
  subject_name: z.string().nullable(),
  /**
   * The fields the action changed, stamps and internal ids left out (e.g. price 49.00 → 39.00);
   * user ids as e-mails, challenge ids as titles; a list of steps step by step (`step`).
   */
  changes: z.array(
    z.object({
      field: z.string(),
      step: z.number().int().positive().optional(),
      before: z.json(),
      after: z.json(),
    }),
  ),
  before: z.json().nullable(),
  after: z.json().nullable(),
  note: z.string().nullable(),
  created_at: timestamp,
})
export type AuditEntry = z.infer<typeof auditEntry>

export const auditQuery = pageQuery.extend({
  subject_type: z.string().max(40).optional(),
  subject_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  action: z.string().max(60).optional(),
  /** The actor's e-mail or part of it. */
  actor: z.string().trim().max(120).optional(),
})
