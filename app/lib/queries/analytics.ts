/** Trading analytics of a challenge's step or of the whole account (contract/analytics.ts). */
import { queryOptions } from '@tanstack/react-query'
import { analyticsShow } from '~/server/generated/analytics.functions'
import { userChallengeKeys } from './user-challenges'

export const tradeAnalyticsQuery = (userChallengeId: number, stepId: number | null) =>
  queryOptions({
    queryKey: [...userChallengeKeys.detail(userChallengeId), 'analytics', stepId ?? 'all'] as const,
    queryFn: () =>
      analyticsShow({
        data: { params: { userChallengeId }, query: stepId === null ? {} : { step: stepId } },
      }),
  })
