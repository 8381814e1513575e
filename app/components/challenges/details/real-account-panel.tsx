/**
 * The Real Account tab before the real account exists: Request Account
 * once every step has passed, then the request's state.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { userChallengeDetail } from '#contract/user-challenges.ts'
import { Button } from '~/components/ui/button'
import { asHttpError } from '~/lib/http-error'
import { userChallengeKeys } from '~/lib/queries/user-challenges'
import { m } from '~/paraglide/messages'
import { requestRealAccount } from '~/server/user-challenges.functions'

type Detail = z.infer<typeof userChallengeDetail>

export function RealAccountPanel({ challenge }: { challenge: Detail }) {
  const queryClient = useQueryClient()
  const request = useMutation({
    mutationFn: () => requestRealAccount({ data: { params: { userChallengeId: challenge.id } } }),
    onSuccess: (answer) => queryClient.setQueryData(userChallengeKeys.detail(challenge.id), answer),
  })
  const state = challenge.account_request
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-6" data-testid="real-account-panel">
      <h2 className="font-semibold">{m.challenges_tab_real()}</h2>
      {state ? (
        <p role="status">
          {state.status === 'pending'
            ? m.challenges_request_pending()
            : state.status === 'approved'
              ? m.challenges_request_approved()
              : m.challenges_request_rejected()}
          {state.note ? ` ${state.note}` : ''}
        </p>
      ) : challenge.can_request_account ? (
        <>
          <p className="text-muted-foreground">
            {m.challenges_request_intro({ share: `${challenge.profit_share}%` })}
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
