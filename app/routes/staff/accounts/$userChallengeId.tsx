import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ChallengeStatus } from '~/components/challenges/challenge-status'
import { PageHeader } from '~/components/layout/page-header'
import { KillSwitchPanel } from '~/components/risk/kill-switch-panel'
import { StepHistory } from '~/components/staff/account/step-history'
import { staffHead } from '~/components/staff/staff-head'
import { UserRef } from '~/components/staff/staff-ref'
import { accountTypeText } from '~/components/staff/staff-words'
import { statusText } from '~/components/staff/status-text'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { stepsCountText } from '~/lib/challenges/phases'
import { localDigits } from '~/lib/format'
import { formatUsdt } from '~/lib/money-format'
import { idFromPath } from '~/lib/path-id'
import { staffAccountQuery } from '~/lib/queries/staff-accounts'
import { m } from '~/paraglide/messages'

/**
 * A trader's account as staff read it (issue 25): the evaluation of each
 * step and its trades and orders, so a real-account request is approved
 * after seeing how it was passed. Linked from the user page and the
 * real-account queue.
 */
export const Route = createFileRoute('/staff/accounts/$userChallengeId')({
  // The loader (and the query factories it brings) loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: staffHead('account'),
  params: {
    parse: (p) => ({ userChallengeId: idFromPath(p.userChallengeId) }),
    stringify: (p) => ({ userChallengeId: String(p.userChallengeId) }),
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(staffAccountQuery(params.userChallengeId)),
  component: Page,
})

function Page() {
  const { userChallengeId } = Route.useParams()
  const { staff } = Route.useRouteContext()
  const { user, challenge } = useSuspenseQuery(staffAccountQuery(userChallengeId)).data.data
  // Newest step first: the one a request is decided on.
  const steps = [...challenge.steps].reverse()
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title={m.staff_account_heading({ title: challenge.title })} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <UserRef user={user} />
        <ChallengeStatus status={challenge.status} phase={challenge.current_phase} />
        <span className="text-muted-foreground">
          {accountTypeText(challenge.type)}
          {challenge.challenge ? (
            <>
              {' · '}
              <span dir="auto">{challenge.challenge.title}</span>
            </>
          ) : null}
          {' · '}
          <LtrFigure>{formatUsdt(challenge.initial_balance)}</LtrFigure>
        </span>
        {/* The rules this account is judged by: its program's version pinned at purchase (issue 32). */}
        <span className="text-muted-foreground" data-testid="staff-account-program">
          {challenge.program
            ? m.staff_account_program({
                program: challenge.program.title,
                shape: stepsCountText(challenge.program.steps_count),
                version: localDigits(challenge.rules_version),
              })
            : m.staff_account_rules_version({ version: localDigits(challenge.rules_version) })}
        </span>
        {challenge.account_request ? (
          <span className="text-muted-foreground" data-testid="staff-account-request">
            {m.staff_account_request({ status: statusText(challenge.account_request.status) })}
          </span>
        ) : null}
      </div>
      {staff.role === 'risk' || staff.role === 'admin' ? (
        <KillSwitchPanel userChallengeId={challenge.id} />
      ) : null}
      {steps.map((step) => (
        <StepHistory key={step.id} id={challenge.id} summary={step} />
      ))}
    </div>
  )
}
