/** The user's API keys and a key's TradingView log (contract/api-keys.ts). */
import { queryOptions } from '@tanstack/react-query'
import { getApiKeyLog, listApiKeys } from '~/server/generated/api-keys.functions'

export const apiKeyKeys = {
  all: ['apiKeys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
  log: (apiKeyId: number) => [...apiKeyKeys.all, 'log', apiKeyId] as const,
}

/** The keys, newest first, with how many may be held and whether a code is asked. */
export const apiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeyKeys.list(),
    queryFn: () => listApiKeys(),
  })

/** The first page of what became of a key's TradingView alerts. */
export const apiKeyLogQuery = (apiKeyId: number) =>
  queryOptions({
    queryKey: apiKeyKeys.log(apiKeyId),
    queryFn: () => getApiKeyLog({ data: { params: { apiKeyId }, query: { per_page: 20 } } }),
  })
