/**
 * Search params of the staff Payments page: status (or flagged), provider
 * and buyer. Plain functions, not schemas (decision 320).
 */
export const paymentStatusFilters = [
  'flagged',
  'pending',
  'paid',
  'failed',
  'canceled',
  'refunded',
] as const
export type PaymentStatusFilter = (typeof paymentStatusFilters)[number]
export const paymentProviderFilters = ['stripe', 'nowpayments', 'sandbox'] as const

export interface PaymentSearch {
  status?: PaymentStatusFilter
  provider?: string
  user?: string
  page?: number
}

export function paymentSearch(search: Record<string, unknown>): PaymentSearch {
  const out: PaymentSearch = {}
  if (paymentStatusFilters.includes(search.status as PaymentStatusFilter))
    out.status = search.status as PaymentStatusFilter
  if (paymentProviderFilters.includes(search.provider as never))
    out.provider = search.provider as string
  if (typeof search.user === 'string' && search.user.trim() !== '')
    out.user = search.user.trim().slice(0, 100)
  const page = Number(search.page)
  if (Number.isInteger(page) && page > 1) out.page = page
  return out
}
