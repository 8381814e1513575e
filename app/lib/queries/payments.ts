/** Payment queries (contract/payments.ts). */
import { queryOptions } from '@tanstack/react-query'
import { getPayment, listPaymentProviders } from '~/server/generated/payments.functions'

export const paymentKeys = {
  all: ['payments'] as const,
  providers: () => [...paymentKeys.all, 'providers'] as const,
  payment: (paymentId: number) => [...paymentKeys.all, paymentId] as const,
}

export const paymentProvidersQuery = () =>
  queryOptions({ queryKey: paymentKeys.providers(), queryFn: () => listPaymentProviders() })

/** One of the buyer's payments: its status and the challenge it opened. */
export const paymentQuery = (paymentId: number) =>
  queryOptions({
    queryKey: paymentKeys.payment(paymentId),
    queryFn: () => getPayment({ data: { params: { paymentId } } }),
  })
