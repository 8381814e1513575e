import { createFileRoute } from '@tanstack/react-router'
import { PaymentResultPage } from '~/components/payments/payment-result-page'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/payments/callback/failure')({
  head: () => ({ meta: [{ title: m.payment_failure_title() }] }),
  component: () => <PaymentResultPage success={false} />,
})
