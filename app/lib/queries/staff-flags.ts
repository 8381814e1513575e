/** The risk reviewer's reads (contract/staff-flags.ts): flags, the detection thresholds and a payout's review window. */
import { queryOptions } from '@tanstack/react-query'
import {
  staffFlagsFlag,
  staffFlagsFlags,
  staffFlagsReviewWindow,
  staffFlagsThresholds,
} from '~/server/generated/staff-flags.functions'
import { staffKeys } from './staff'

type FlagStatus = 'open' | 'dismissed' | 'confirmed'

export const staffFlagKeys = {
  flags: (status: FlagStatus) => [...staffKeys.all, 'riskFlags', status] as const,
  flag: (flagId: number) => [...staffKeys.all, 'riskFlag', flagId] as const,
  review: (withdrawId: number) => [...staffKeys.all, 'payoutReview', withdrawId] as const,
  thresholds: () => [...staffKeys.all, 'riskThresholds'] as const,
}

export const staffFlagsQuery = (status: FlagStatus) =>
  queryOptions({
    queryKey: staffFlagKeys.flags(status),
    queryFn: () => staffFlagsFlags({ data: { query: { status, per_page: 100 } } }),
  })

export const staffFlagQuery = (flagId: number) =>
  queryOptions({
    queryKey: staffFlagKeys.flag(flagId),
    queryFn: () => staffFlagsFlag({ data: { params: { flagId } } }),
  })

export const staffReviewWindowQuery = (withdrawId: number) =>
  queryOptions({
    queryKey: staffFlagKeys.review(withdrawId),
    queryFn: () => staffFlagsReviewWindow({ data: { params: { withdrawId } } }),
  })

export const staffThresholdsQuery = () =>
  queryOptions({
    queryKey: staffFlagKeys.thresholds(),
    queryFn: () => staffFlagsThresholds({ data: {} }),
  })
