/** The user's challenges, demo and real accounts (contract/user-challenges.ts). */
import { queryOptions } from '@tanstack/react-query'
import type { api } from '#contract/index.ts'
import {
  getUserChallenge,
  getUserChallengeStep,
  getUserChallengeStepChart,
  getUserChallengeStepReports,
  listUserChallenges,
} from '~/server/generated/user-challenges.functions'
import type { EndpointInput } from '~/server/upstream/endpoint-input'

type ListQuery = NonNullable<EndpointInput<typeof api.userChallenges.list>>['query']

export const userChallengeKeys = {
  all: ['userChallenges'] as const,
  list: (query: ListQuery = {}) => [...userChallengeKeys.all, 'list', query] as const,
  detail: (userChallengeId: number) => [...userChallengeKeys.all, userChallengeId] as const,
  step: (userChallengeId: number, stepId: number) =>
    [...userChallengeKeys.detail(userChallengeId), 'step', stepId] as const,
  stepChart: (userChallengeId: number, stepId: number) =>
    [...userChallengeKeys.step(userChallengeId, stepId), 'chart'] as const,
  stepReports: (userChallengeId: number, stepId: number) =>
    [...userChallengeKeys.step(userChallengeId, stepId), 'reports'] as const,
}

export const userChallengesQuery = (query: ListQuery = {}) =>
  queryOptions({
    queryKey: userChallengeKeys.list(query),
    queryFn: () => listUserChallenges({ data: { query } }),
  })

export const userChallengeQuery = (userChallengeId: number) =>
  queryOptions({
    queryKey: userChallengeKeys.detail(userChallengeId),
    queryFn: () => getUserChallenge({ data: { params: { userChallengeId } } }),
  })

export const userChallengeStepQuery = (userChallengeId: number, stepId: number) =>
  queryOptions({
    queryKey: userChallengeKeys.step(userChallengeId, stepId),
    queryFn: () => getUserChallengeStep({ data: { params: { userChallengeId, stepId } } }),
  })

export const userChallengeStepChartQuery = (userChallengeId: number, stepId: number) =>
  queryOptions({
    queryKey: userChallengeKeys.stepChart(userChallengeId, stepId),
    queryFn: () => getUserChallengeStepChart({ data: { params: { userChallengeId, stepId } } }),
  })

export const userChallengeStepReportsQuery = (userChallengeId: number, stepId: number) =>
  queryOptions({
    queryKey: userChallengeKeys.stepReports(userChallengeId, stepId),
    queryFn: () => getUserChallengeStepReports({ data: { params: { userChallengeId, stepId } } }),
  })
