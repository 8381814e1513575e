/** The payout address book and money out's second factor (contract/payouts.ts). */
import { queryOptions } from '@tanstack/react-query'
import { getMoneyOutFactor, listPayoutAddresses } from '~/server/generated/payouts.functions'

export const payoutKeys = {
  all: ['payouts'] as const,
  addresses: () => [...payoutKeys.all, 'addresses'] as const,
  factor: () => [...payoutKeys.all, 'factor'] as const,
}

export const payoutAddressesQuery = () =>
  queryOptions({
    queryKey: payoutKeys.addresses(),
    queryFn: async () => (await listPayoutAddresses()).data,
  })

export const moneyOutFactorQuery = () =>
  queryOptions({
    queryKey: payoutKeys.factor(),
    queryFn: async () => (await getMoneyOutFactor()).data,
  })
