import { z } from 'zod'
import {
  decimal,
  id,
  list,
  pageQuery,
  paginated,
  positiveDecimal,
  resource,
  timestamp,
} from './common.ts'
import { endpoint } from './endpoint.ts'
import { moneyOutCode, payoutNetwork } from './payouts.ts'

export const withdrawStatuses = ['pending', 'paid', 'rejected'] as const
export const withdrawStatus = z.enum(withdrawStatuses)

/** Where a withdrawal went and the proof it was paid (docs/decisions/393). */
export const payoutFields = {
  /** The address's network (null on requests from before the address book). */
  network: payoutNetwork.nullable(),
  /** When the address was added to the book (its age at the request). */
  address_added_at: timestamp.nullable(),
  /** The payment's transaction, once paid. */
  tx_hash: z.string().nullable(),
  /** The network's public explorer page of tx_hash. */
  explorer_url: z.string().nullable(),
}

export const withdrawType = z.object({ id, code: z.string(), title: z.string() })

/** One condition a payout needs (issue 31), in the trader's language. */
export const payoutCondition = z.object({
  id: z.enum([
    'account_active',
    'identity_verified',
    'not_frozen',
    'under_review',
    'wait',
    'no_open_positions',
    'no_pending_request',
    'payout_address',
    'minimum',
  ]),
  met: z.boolean(),
  /** When an unmet condition will hold with nothing more to do than wait; null otherwise. */
  met_at: timestamp.nullable(),
  text: z.string(),
  /** What the text names (wait: days and from first_trade | last_payout; minimum: min), for a client's own words. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
})

/**
 * Every condition a payout needs, from the one function a request's refusal
 * also reads (docs/decisions/560): when all are met a request of up to
 * `amount` goes through; a refused request names the first unmet one.
 */
export const payoutReadiness = z.object({
  ready: z.boolean(),
  /** The trader's share of the profit, in cents: what can be asked for once ready. */
  amount: decimal,
  /** When every condition holds if only time is missing; null when ready or an action is needed. */
  ready_at: timestamp.nullable(),
  conditions: z.array(payoutCondition),
})
export type PayoutReadiness = z.infer<typeof payoutReadiness>

export const withdrawAccount = z.object({
  user_challenge_id: id,
  title: z.string(),
  initial_balance: decimal,
  balance: decimal,
  /** max(0, balance − initial). */
  total_profit: decimal,
  /** Percent of profit that is the trader's. */
  share_percent: decimal,
  withdrawable: decimal,
  /** Whether a request can be made now, and if not what a request would be told and from when. */
  eligible: z.boolean(),
  reason: z.string().nullable(),
  eligible_at: timestamp.nullable(),
  readiness: payoutReadiness,
})

export const realWithdraw = z.object({
  id,
  user_challenge_id: id,
  type: z.string(),
  address: z.string(),
  amount: decimal,
  /** What left the account balance: amount ÷ share. */
  debited: decimal,
  status: withdrawStatus,
  /** Pending and held by an open risk review (issue 33): the trader is told no more than that. */
  under_review: z.boolean(),
  description: z.string(),
  note: z.string().nullable(),
  created_at: timestamp,
  decided_at: timestamp.nullable(),
  ...payoutFields,
})
export type RealWithdraw = z.infer<typeof realWithdraw>

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} is too long` })

export const requestWithdrawBody = z.object({
  user_challenge_id: z.number({ error: 'Account is required' }).int().positive({
    error: 'Account is required',
  }),
  /** One of the user's payout addresses, 24 hours after it was added; its network is the type. */
  address_id: z
    .number({ error: 'Address is required' })
    .int()
    .positive({ error: 'Address is required' })
    .max(2_147_483_647, { error: 'Address is required' }),
  amount: z
    .string({ error: 'Amount is required' })
    .min(1, { error: 'Amount is required', abort: true })
    .pipe(positiveDecimal),
  description: required('Description', 1000),
  code: moneyOutCode,
})

export const realEndpoints = {
  withdrawAccounts: endpoint({
    method: 'GET',
    path: '/v1/real/withdrawAccounts',
    summary: 'Real accounts with what each can withdraw',
    access: 'user',
    response: list(withdrawAccount),
  }),
  withdrawTypes: endpoint({
    method: 'GET',
    path: '/v1/real/withdrawTypes',
    summary: 'How profit can be paid out',
    access: 'user',
    response: list(withdrawType),
  }),
  requestWithdraw: endpoint({
    method: 'POST',
    path: '/v1/real/requestWithdraw',
    summary:
      'Request a profit withdrawal (second factor required); the amount leaves the balance at once',
    access: 'user',
    body: requestWithdrawBody,
    response: resource(realWithdraw),
  }),
  withdraws: endpoint({
    method: 'GET',
    path: '/v1/real/withdraws',
    summary: 'Withdrawal history',
    access: 'user',
    query: pageQuery,
    response: paginated(realWithdraw),
  }),
} as const
