import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { StatusPage } from '~/components/errors/status-page'
import { Button } from '~/components/ui/button'
import { paymentQuery } from '~/lib/queries/payments'
import { currentUserQuery } from '~/lib/queries/user'
import type { CheckoutSearch } from '~/lib/search'
import { m } from '~/paraglide/messages'
import { PaymentIllustration } from './payment-illustration'
import { checkoutChoices, PaymentFlagNotice, PaymentOrder } from './payment-order'

const linkClass = 'text-primary underline underline-offset-4'

/**
 * The specification's text, kept exactly, with its "here" made a link:
 * `link` renders it (the way back to the checkout, or on to the challenge).
 */
function TextWithHere({ text, link }: { text: string; link: (word: string) => ReactNode }) {
  const word = m.payment_failure_here()
  const at = text.lastIndexOf(word)
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      {link(word)}
      {text.slice(at + word.length)}
    </>
  )
}

function CheckoutLink({ choices, children }: { choices: CheckoutSearch; children: ReactNode }) {
  return (
    <Link
      to="/challenges/new"
      search={choices}
      className={linkClass}
      data-testid="payment-retry-here"
    >
      {children}
    </Link>
  )
}

/**
 * Where a provider sends the browser back. The page asks for the payment
 * (the buyer's own, GET /v1/payments/{id}): it shows the order; after a
 * success it links to the challenge the payment opened (the dashboard until
 * it is activated); after a failure "here" and "Try again" go back to the
 * checkout with the same choices, and a payment the provider reported with
 * another amount says so (issue 16).
 */
export function PaymentResultPage({
  success,
  paymentId,
}: {
  success: boolean
  paymentId?: number | undefined
}) {
  // The order is the buyer's own: a browser signed out (another device, an
  // ended session) reads the plain result, not a trip to sign-in.
  const { data: user } = useQuery(currentUserQuery())
  const query = useQuery({
    ...paymentQuery(paymentId ?? 0),
    enabled: paymentId !== undefined && Boolean(user),
    retry: false,
  })
  const payment = query.data?.data
  const challengeId = payment?.user_challenge_id ?? null
  const choices = checkoutChoices(payment)
  const body = success ? (
    challengeId !== null ? (
      <TextWithHere
        text={m.payment_success_body()}
        link={(word) => (
          <Link
            to="/challenges/$userChallengeId"
            params={{ userChallengeId: String(challengeId) }}
            className={linkClass}
          >
            {word}
          </Link>
        )}
      />
    ) : (
      m.payment_success_body()
    )
  ) : (
    <TextWithHere
      text={m.payment_failure_body()}
      link={(word) => <CheckoutLink choices={choices}>{word}</CheckoutLink>}
    />
  )
  return (
    <StatusPage
      illustration={<PaymentIllustration success={success} />}
      title={success ? m.payment_success_title() : m.payment_failure_title()}
      body={body}
      details={
        payment ? (
          <>
            {success ? null : <PaymentFlagNotice payment={payment} />}
            <PaymentOrder payment={payment} />
          </>
        ) : null
      }
    >
      {success && challengeId !== null ? (
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
      {!success && payment?.flag ? (
        <Button asChild variant="outline">
          <Link to="/tickets/new">{m.payment_contact_support()}</Link>
        </Button>
      ) : null}
      {!success && !payment?.flag ? (
        <Button asChild variant="outline">
          <Link to="/challenges/new" search={choices} data-testid="payment-try-again">
            {m.payment_try_again()}
          </Link>
        </Button>
      ) : null}
    </StatusPage>
  )
}
