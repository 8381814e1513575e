/**
 * The staff console's Payments page (issue 16, decision 380): every payment
 * with its provider, the provider's references, status, flag, what the
 * provider reported receiving and the timeline of the provider's events.
 */
import { z } from 'zod'
import { decimal, id, pageQuery, paginated, timestamp } from './common.ts'
import { endpoint } from './endpoint.ts'
import { paymentFlags, paymentStatuses, providerEventOutcomes } from './payments.ts'
import { staffUserRef } from './staff-schemas.ts'

/** A status, or `flagged`: every payment waiting for staff whatever its status. */
export const staffPaymentFilters = [...paymentStatuses, 'flagged'] as const

export const staffPaymentsQuery = pageQuery.extend({
  status: z.enum(staffPaymentFilters).optional(),
  /** A provider's code (stripe, nowpayments, sandbox). */
  provider: z.string().trim().max(40).optional(),
  /** Part of the buyer's e-mail or name. */
  user: z.string().trim().max(100).optional(),
})

export const staffPaymentEvent = z.object({
  id,
  event_id: z.string(),
  type: z.string(),
  outcome: z.enum(providerEventOutcomes),
  source: z.enum(['webhook', 'reconciliation']),
  amount: decimal.nullable(),
  currency: z.string().nullable(),
  received_at: timestamp,
})

export const staffPayment = z.object({
  id,
  user: staffUserRef,
  title: z.string(),
  /** null for a free order (no provider). */
  provider: z.object({ code: z.string(), name: z.string() }).nullable(),
  checkout_reference: z.string().nullable(),
  provider_reference: z.string().nullable(),
  /** The refund's transaction reference (the provider's refund id, or the one staff entered by hand). */
  refund_reference: z.string().nullable(),
  status: z.enum(paymentStatuses),
  flag: z.enum(paymentFlags).nullable(),
  final_price: decimal,
  received_amount: decimal.nullable(),
  received_currency: z.string().nullable(),
  created_at: timestamp,
  paid_at: timestamp.nullable(),
  /** Oldest first. */
  events: z.array(staffPaymentEvent),
})
export type StaffPayment = z.infer<typeof staffPayment>

export const staffPaymentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/staff/payments',
    summary:
      'Payments, newest first, by status (or flagged), provider and buyer, with provider events',
    access: 'staff',
    query: staffPaymentsQuery,
    response: paginated(staffPayment),
  }),
} as const
