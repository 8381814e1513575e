import { Link } from '@tanstack/react-router'
import { StatusPage } from '~/components/errors/status-page'
import { m } from '~/paraglide/messages'
import { PaymentIllustration } from './payment-illustration'

/**
 * The specification's text, kept exactly, with its "here" made the way
 * back to the checkout (issue 25).
 */
function FailureBody() {
  const text = m.payment_failure_body()
  const word = m.payment_failure_here()
  const at = text.lastIndexOf(word)
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      <Link to="/challenges/new" className="text-primary underline underline-offset-4">
        {word}
      </Link>
      {text.slice(at + word.length)}
    </>
  )
}

export function PaymentResultPage({ success }: { success: boolean }) {
  return (
    <StatusPage
      illustration={<PaymentIllustration success={success} />}
      title={success ? m.payment_success_title() : m.payment_failure_title()}
      body={success ? m.payment_success_body() : <FailureBody />}
    />
  )
}
