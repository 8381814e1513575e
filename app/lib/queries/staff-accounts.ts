/** A trader's account as staff read it (contract/staff-accounts.ts). */
import { queryOptions } from '@tanstack/react-query'
import {
  getStaffAccount,
  getStaffAccountStep,
  listStaffAccountOrders,
  listStaffAccountTrades,
} from '~/server/generated/staff-accounts.functions'
import { staffKeys } from './staff'

const accountKey = (userChallengeId: number) =>
  [...staffKeys.all, 'account', userChallengeId] as const

export const staffAccountQuery = (userChallengeId: number) =>
  queryOptions({
    queryKey: accountKey(userChallengeId),
    queryFn: () => getStaffAccount({ data: { params: { userChallengeId } } }),
  })

export const staffAccountStepQuery = (userChallengeId: number, stepId: number) =>
  queryOptions({
    queryKey: [...accountKey(userChallengeId), 'step', stepId] as const,
    queryFn: () => getStaffAccountStep({ data: { params: { userChallengeId, stepId } } }),
  })

export const staffAccountTradesQuery = (userChallengeId: number, step: number, page: number) =>
  queryOptions({
    queryKey: [...accountKey(userChallengeId), 'trades', step, page] as const,
    queryFn: () =>
      listStaffAccountTrades({
        data: { params: { userChallengeId }, query: { step, page, per_page: 20 } },
      }),
  })

export const staffAccountOrdersQuery = (userChallengeId: number, step: number, page: number) =>
  queryOptions({
    queryKey: [...accountKey(userChallengeId), 'orders', step, page] as const,
    queryFn: () =>
      listStaffAccountOrders({
        data: { params: { userChallengeId }, query: { step, page, per_page: 20 } },
      }),
  })
