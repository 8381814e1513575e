/** The risk desk's reads (contract/risk-desk.ts, contract/kill-switches.ts). */
import { queryOptions } from '@tanstack/react-query'
import {
  killSwitchesList,
  killSwitchesTradingStops,
} from '~/server/generated/kill-switches.functions'
import { riskDeskDesk } from '~/server/generated/risk-desk.functions'

export const riskKeys = {
  all: ['risk'] as const,
  desk: () => [...riskKeys.all, 'desk'] as const,
  switches: () => [...riskKeys.all, 'switches'] as const,
  stops: (userChallengeId: number) => ['trading-stops', userChallengeId] as const,
}

/** Positions change between ticks: the sizes are read again every few seconds, marks come live. */
export const riskDeskQuery = () =>
  queryOptions({
    queryKey: riskKeys.desk(),
    queryFn: () => riskDeskDesk(),
    refetchInterval: 5000,
  })

export const killSwitchesQuery = () =>
  queryOptions({ queryKey: riskKeys.switches(), queryFn: () => killSwitchesList() })

/** What the risk desk stopped on the trader's account (the terminal and the details page). */
export const tradingStopsQuery = (userChallengeId: number) =>
  queryOptions({
    queryKey: riskKeys.stops(userChallengeId),
    queryFn: () => killSwitchesTradingStops({ data: { params: { userChallengeId } } }),
    refetchInterval: 15000,
  })
