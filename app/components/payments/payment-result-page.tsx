import { StatusPage } from '~/components/errors/status-page'
import { m } from '~/paraglide/messages'
import { PaymentIllustration } from './payment-illustration'

export function PaymentResultPage({ success }: { success: boolean }) {
  return (
    <StatusPage
      illustration={<PaymentIllustration success={success} />}
      title={success ? m.payment_success_title() : m.payment_failure_title()}
      body={success ? m.payment_success_body() : m.payment_failure_body()}
    />
  )
}
