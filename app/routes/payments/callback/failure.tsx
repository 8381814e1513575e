import { createFileRoute } from '@tanstack/react-router'
import { PaymentResultPage } from '~/components/payments/payment-result-page'
import { idSearchParam } from '~/lib/search'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/payments/callback/failure')({
  head: () => ({ meta: [{ title: m.payment_failure_title() }] }),
  validateSearch: (search: Record<string, unknown>): { payment_id?: number } => ({
    payment_id: idSearchParam(search.payment_id),
  }),
  component: Page,
})

function Page() {
  const { payment_id } = Route.useSearch()
  return <PaymentResultPage success={false} paymentId={payment_id} />
}
