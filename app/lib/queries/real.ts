/** Real accounts and profit withdrawals (contract/real.ts). */
import { queryOptions } from '@tanstack/react-query'
import type { api } from '#contract/index.ts'
import {
  listRealWithdraws,
  listWithdrawAccounts,
  listWithdrawTypes,
} from '~/server/generated/real.functions'
import type { EndpointInput } from '~/server/upstream/endpoint-input'

type PageQuery = NonNullable<EndpointInput<typeof api.real.withdraws>>['query']

export const realKeys = {
  all: ['real'] as const,
  withdrawAccounts: () => [...realKeys.all, 'withdrawAccounts'] as const,
  withdrawTypes: () => [...realKeys.all, 'withdrawTypes'] as const,
  withdraws: (query: PageQuery = {}) => [...realKeys.all, 'withdraws', query] as const,
}

export const withdrawAccountsQuery = () =>
  queryOptions({ queryKey: realKeys.withdrawAccounts(), queryFn: () => listWithdrawAccounts() })

export const withdrawTypesQuery = () =>
  queryOptions({ queryKey: realKeys.withdrawTypes(), queryFn: () => listWithdrawTypes() })

export const realWithdrawsQuery = (query: PageQuery = {}) =>
  queryOptions({
    queryKey: realKeys.withdraws(query),
    queryFn: () => listRealWithdraws({ data: { query } }),
  })
