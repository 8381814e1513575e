import { z } from 'zod'
import {
  decimal,
  id,
  pageQuery,
  paginated,
  positiveDecimal,
  resource,
  timestamp,
} from './common.ts'
import { endpoint } from './endpoint.ts'
import { moneyOutCode } from './payouts.ts'
import { payoutFields, withdrawStatus } from './real.ts'

export const referralInfo = z.object({
  code: z.string(),
  link: z.string(),
  /** Available to withdraw or spend. */
  balance: decimal,
  pending: decimal,
  total_earned: decimal,
  min_withdraw: decimal,
  reward_percent: decimal,
  currency: z.literal('USDT'),
})

export const referredFriend = z.object({
  id,
  /** Masked e-mail or name. */
  name: z.string(),
  joined_at: timestamp,
  rewards_pending: decimal,
  rewards_available: decimal,
})

export const referralWithdraw = z.object({
  id,
  amount: decimal,
  type: z.string(),
  address: z.string(),
  status: withdrawStatus,
  created_at: timestamp,
  result: z.string().nullable(),
  result_at: timestamp.nullable(),
  ...payoutFields,
})

export const referralWithdrawBody = z.object({
  amount: z
    .string({ error: 'Amount is required' })
    .min(1, { error: 'Amount is required', abort: true })
    .pipe(positiveDecimal),
  /** One of the user's payout addresses, 24 hours after it was added. */
  address_id: z
    .number({ error: 'Wallet address is required' })
    .int()
    .positive({ error: 'Wallet address is required' })
    .max(2_147_483_647, { error: 'Wallet address is required' }),
  code: moneyOutCode,
})

export const referralEndpoints = {
  info: endpoint({
    method: 'GET',
    path: '/v1/referrals/info',
    summary: 'Referral code, link and balances',
    access: 'user',
    response: resource(referralInfo),
  }),
  list: endpoint({
    method: 'GET',
    path: '/v1/referrals/list',
    summary: 'Friends who joined with the code',
    access: 'user',
    query: pageQuery,
    response: paginated(referredFriend),
  }),
  withdraws: endpoint({
    method: 'GET',
    path: '/v1/referrals/withdraws',
    summary: 'Referral withdrawal requests',
    access: 'user',
    query: pageQuery,
    response: paginated(referralWithdraw),
  }),
  requestWithdraw: endpoint({
    method: 'POST',
    path: '/v1/referrals/requestWithdraw',
    summary:
      'Withdraw available credit in Tether (from 20 USDT; second factor required; where Sumsub is configured, only with a cleared identity)',
    access: 'user',
    body: referralWithdrawBody,
    response: resource(referralWithdraw),
  }),
} as const
