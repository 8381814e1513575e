/**
 * The Real Account tab: Request Account once every step has passed (and,
 * where Sumsub is configured, the identity verified first), then
 * the request's state, the staff's note apart from it, and once approved
 * links to the real account and its terminal.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { z } from 'zod'
import type { userChallengeDetail } from '#contract/user-challenges.ts'
import { IdentityVerification } from '~/components/identity/identity-verification'
import { Button } from '~/components/ui/button'
import { formatPercent } from '~/lib/format'
import { asHttpError } from '~/lib/http-error'
import { identityStateQuery } from '~/lib/queries/identity'
import { userChallengeKeys } from '~/lib/queries/user-challenges'
import { m } from '~/paraglide/messages'
import { requestRealAccount } from '~/server/generated/user-challenges.functions'

type Detail = z.infer<typeof userChallengeDetail>

export function RealAccountPanel({ challenge }: { challenge: Detail }) {
  const queryClient = useQueryClient()
  const request = useMutation({
    mutationFn: () => requestRealAccount({ data: { params: { userChallengeId: challenge.id } } }),
    onSuccess: (answer) => queryClient.setQueryData(userChallengeKeys.detail(challenge.id), answer),
  })
  const state = challenge.account_request
  const identity = useQuery({ ...identityStateQuery(), enabled: challenge.can_request_account })
  // Verification on (keys set) and not cleared: the request waits for it (decision 590).
  const mustVerify = identity.data ? identity.data.status !== 'off' && !identity.data.cleared : true
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-6" data-testid="real-account-panel">
      <h2 className="font-semibold">{m.challenges_tab_real()}</h2>
      {state ? (
        <>
          <p role="status">
            {state.status === 'pending'
              ? state.under_review
                ? m.challenges_request_under_review()
                : m.challenges_request_pending()
              : state.status === 'approved'
                ? m.challenges_request_approved()
                : m.challenges_request_rejected()}
          </p>
          {state.note ? (
            <figure className="rounded-lg border bg-muted/40 p-3 text-sm" data-testid="staff-note">
              <figcaption className="font-medium text-muted-foreground">
                {m.challenges_staff_note()}
              </figcaption>
              <blockquote dir="auto">{state.note}</blockquote>
            </figure>
          ) : null}
          {state.real_user_challenge_id !== null ? (
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link
                  to="/challenges/$userChallengeId"
                  params={{ userChallengeId: String(state.real_user_challenge_id) }}
                  data-testid="real-account-link"
                >
                  {m.challenges_open_real_account()}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link
                  to="/trade/$userChallengeId/$symbol"
                  params={{
                    userChallengeId: String(state.real_user_challenge_id),
                    symbol: 'BTCUSDT',
                  }}
                  data-testid="real-terminal-link"
                >
                  {m.challenges_trade_real_account()}
                </Link>
              </Button>
            </div>
          ) : null}
        </>
      ) : challenge.can_request_account && (identity.isPending || mustVerify) ? (
        <IdentityVerification />
      ) : challenge.can_request_account ? (
        <>
          {identity.data?.status === 'approved' ? <IdentityVerification /> : null}
          <p className="text-muted-foreground">
            {m.challenges_request_intro({ share: formatPercent(challenge.profit_share) })}
          </p>
          <div>
            <Button onClick={() => request.mutate()} disabled={request.isPending}>
              {m.challenges_request_account()}
            </Button>
          </div>
          {request.error ? (
            <p role="alert" className="text-destructive text-sm">
              {asHttpError(request.error)?.message ?? m.challenges_request_failed()}
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-muted-foreground">{m.challenges_real_locked()}</p>
      )}
    </section>
  )
}
