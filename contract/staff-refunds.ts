/**
 * Refunding a paid challenge (rules.md, Referral: the 14-day refund
 * window). Admins only; the endpoint is in contract/staff.ts.
 */
import { z } from 'zod'
import { decimal, id, timestamp } from './common.ts'
import { paymentStatuses } from './payments.ts'
import { challengeStatus } from './user-challenges.ts'

export const staffRefund = z.object({
  payment_id: id,
  status: z.enum(paymentStatuses),
  user_id: id,
  /** The challenge the payment bought, now `refunded` (null if none was opened). */
  user_challenge_id: id.nullable(),
  challenge_status: challengeStatus.nullable(),
  /** Credit the buyer spent on the order, back in their credit balance. */
  credit_returned: decimal,
  /** Whether the inviter's reward was still pending and was taken back. */
  reward_clawed_back: z.boolean(),
  refunded_at: timestamp,
})
export type StaffRefund = z.infer<typeof staffRefund>
