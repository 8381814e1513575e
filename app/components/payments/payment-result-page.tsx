import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { StatusPage } from '~/components/errors/status-page'
import { Button } from '~/components/ui/button'
import { paymentQuery } from '~/lib/queries/payments'
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

/**
 * Where a provider sends the browser back. After a payment the page asks
 * for it (the buyer's own, GET /v1/payments/{id}) and links straight to the
 * challenge it opened; until it is activated, the dashboard link remains.
 */
export function PaymentResultPage({
  success,
  paymentId,
}: {
  success: boolean
  paymentId?: number
}) {
  const payment = useQuery({
    ...paymentQuery(paymentId ?? 0),
    enabled: success && paymentId !== undefined,
    retry: false,
  })
  const challengeId = payment.data?.data.user_challenge_id ?? null
  return (
    <StatusPage
      illustration={<PaymentIllustration success={success} />}
      title={success ? m.payment_success_title() : m.payment_failure_title()}
      body={success ? m.payment_success_body() : <FailureBody />}
    >
      {challengeId !== null ? (
        <Button asChild variant="outline">
          <Link
            to="/challenges/$userChallengeId"
            params={{ userChallengeId: String(challengeId) }}
            data-testid="payment-challenge-link"
          >
            {m.payment_open_challenge()}
          </Link>
        </Button>
      ) : null}
    </StatusPage>
  )
}
