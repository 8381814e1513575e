/** Catalogue queries (contract/challenges.ts): cached on the web's server too. */
import { queryOptions } from '@tanstack/react-query'
import { getChallengeSteps, listChallenges } from '~/server/generated/challenges.functions'

export const challengeKeys = {
  all: ['challenges'] as const,
  list: () => [...challengeKeys.all, 'list'] as const,
  steps: () => [...challengeKeys.all, 'steps'] as const,
}

export const challengesQuery = () =>
  queryOptions({ queryKey: challengeKeys.list(), queryFn: () => listChallenges() })

export const challengeStepsQuery = () =>
  queryOptions({ queryKey: challengeKeys.steps(), queryFn: () => getChallengeSteps() })
