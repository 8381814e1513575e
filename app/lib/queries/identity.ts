/** The trader's identity verification (contract/identity.ts; decision 590). */
import { queryOptions } from '@tanstack/react-query'
import { identityState } from '~/server/generated/identity.functions'

export const identityKeys = {
  all: ['identity'] as const,
  state: () => [...identityKeys.all, 'state'] as const,
}

export const identityStateQuery = () =>
  queryOptions({
    queryKey: identityKeys.state(),
    queryFn: async () => (await identityState()).data,
  })
