/** The referral programme (contract/referrals.ts). */
import { queryOptions } from '@tanstack/react-query'
import type { api } from '#contract/index.ts'
import {
  getReferralInfo,
  listReferralWithdraws,
  listReferredFriends,
} from '~/server/generated/referrals.functions'
import type { EndpointInput } from '~/server/upstream/endpoint-input'

type PageQuery = NonNullable<EndpointInput<typeof api.referrals.list>>['query']

export const referralKeys = {
  all: ['referrals'] as const,
  info: () => [...referralKeys.all, 'info'] as const,
  friends: (query: PageQuery = {}) => [...referralKeys.all, 'friends', query] as const,
  withdraws: (query: PageQuery = {}) => [...referralKeys.all, 'withdraws', query] as const,
}

export const referralInfoQuery = () =>
  queryOptions({ queryKey: referralKeys.info(), queryFn: () => getReferralInfo() })

export const referredFriendsQuery = (query: PageQuery = {}) =>
  queryOptions({
    queryKey: referralKeys.friends(query),
    queryFn: () => listReferredFriends({ data: { query } }),
  })

export const referralWithdrawsQuery = (query: PageQuery = {}) =>
  queryOptions({
    queryKey: referralKeys.withdraws(query),
    queryFn: () => listReferralWithdraws({ data: { query } }),
  })
