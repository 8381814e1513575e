/** Payment queries (contract/payments.ts). */
import { queryOptions } from '@tanstack/react-query'
import { listPaymentProviders } from '~/server/payments.functions'

export const paymentKeys = {
  all: ['payments'] as const,
  providers: () => [...paymentKeys.all, 'providers'] as const,
}

export const paymentProvidersQuery = () =>
  queryOptions({ queryKey: paymentKeys.providers(), queryFn: () => listPaymentProviders() })
