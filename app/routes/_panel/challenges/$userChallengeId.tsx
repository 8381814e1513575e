import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import type { z } from 'zod'
import type { userChallengeDetail } from '#contract/user-challenges.ts'
import { ChallengeStatus } from '~/components/challenges/challenge-status'
import { RealAccountFigures } from '~/components/challenges/details/real-account-figures'
import { RealAccountPanel } from '~/components/challenges/details/real-account-panel'
import { StepPanel } from '~/components/challenges/details/step-panel'
import { type ChallengeTab, StepTabs } from '~/components/challenges/details/step-tabs'
import { TitleEditor } from '~/components/challenges/details/title-editor'
import { useChallengeLive } from '~/components/challenges/details/use-challenge-live'
import { panelHead } from '~/components/layout/panel-head'
import { TradingStopsBanner } from '~/components/risk/trading-stops-banner'
import { Button } from '~/components/ui/button'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { phaseName, phasesOf } from '~/lib/challenges/phases'
import { formatMoney } from '~/lib/format'
import { idFromPath } from '~/lib/path-id'
import { userChallengeQuery } from '~/lib/queries/user-challenges'
import { tabParam } from '~/lib/search'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/challenges/$userChallengeId')({
  // The loader imports its query lazily anyway: it loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: panelHead('challengeDetails'),
  validateSearch: (search: Record<string, unknown>): { tab?: ChallengeTab } => ({
    tab: tabParam(search.tab),
  }),
  loader: async ({ context, params }) => {
    // An id that can name nothing is the 404 page, as for tickets.
    const id = idFromPath(params.userChallengeId)
    const { userChallengeQuery } = await import('~/lib/queries/user-challenges')
    await context.queryClient.prefetchQuery(userChallengeQuery(id))
  },
  component: Page,
})

type Detail = z.infer<typeof userChallengeDetail>

function Page() {
  const params = Route.useParams()
  const search = Route.useSearch()
  const id = idFromPath(params.userChallengeId)
  const detail = useQuery(userChallengeQuery(id))
  const challenge = detail.data?.data
  const activeStep = challenge?.steps.find((s) => s.status === 'active')
  useChallengeLive(id, challenge?.status === 'active' ? (activeStep?.id ?? null) : null)
  if (!challenge)
    return (
      <p role={detail.isError ? 'alert' : 'status'} className="text-muted-foreground">
        {detail.isError ? m.challenges_not_found() : m.challenges_loading_list()}
      </p>
    )
  const stepsCount = programSteps(challenge)
  const phaseTab: ChallengeTab = tabParam(challenge.current_phase) ?? 'step1'
  // Once every step passed (and when funded) the page opens on the Real Account tab.
  const afterSteps = challenge.status === 'passed' || challenge.status === 'funded'
  const tab = search.tab ?? (afterSteps ? 'real' : phaseTab)
  const step = challenge.steps.find((s) => s.phase === tab)
  const real = challenge.type === 'real' ? challenge.real : null
  const realStep = challenge.steps.find((s) => s.phase === 'real')
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-2">
          {challenge.type === 'real' ? (
            <p className="font-semibold text-primary text-sm" data-testid="real-account-label">
              {m.challenges_real_account_label()}
            </p>
          ) : null}
          <TitleEditor key={challenge.title} id={challenge.id} title={challenge.title} />
          <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
            <ChallengeStatus status={challenge.status} phase={challenge.current_phase} />
            <span>
              {challenge.challenge?.title ?? ''} ·{' '}
              <LtrFigure>{formatMoney(challenge.initial_balance, { decimals: 0 })}</LtrFigure>
            </span>
            {challenge.features.map((f) => (
              <span key={f.id} className="rounded-full border px-2 py-0.5 text-xs">
                {f.title}
              </span>
            ))}
          </div>
        </div>
        {challenge.status === 'active' ? (
          <Button asChild>
            {/* This account's terminal, not the chooser of accounts. */}
            <Link
              to="/trade/$userChallengeId/$symbol"
              params={{ userChallengeId: String(challenge.id), symbol: 'BTCUSDT' }}
              data-testid="challenge-trade"
            >
              {m.challenges_trade_now()}
            </Link>
          </Button>
        ) : null}
      </div>
      {challenge.status === 'active' || challenge.status === 'funded' ? (
        <TradingStopsBanner userChallengeId={challenge.id} />
      ) : null}
      {challenge.type === 'real' ? (
        <>
          {real?.source ? <SourceSteps source={real.source} stepsCount={stepsCount} /> : null}
          {stepsCount === 0 ? (
            <p className="text-muted-foreground text-sm" data-testid="instant-funding-note">
              {m.challenges_instant_note()}
            </p>
          ) : null}
          {realStep ? (
            <StepPanel id={challenge.id} summary={realStep}>
              {real ? (
                <RealAccountFigures id={challenge.id} balance={challenge.balance} figures={real} />
              ) : null}
            </StepPanel>
          ) : null}
        </>
      ) : (
        <StepBody challenge={challenge} tab={tab} step={step} />
      )}
    </div>
  )
}

/** The program's steps as pinned at purchase; before programs every evaluation had two. */
function programSteps(challenge: Detail): number {
  if (challenge.program) return challenge.program.steps_count
  const steps = challenge.steps.filter((s) => s.phase !== 'real' && s.phase !== 'demo').length
  return steps > 0 ? steps : 2
}

/** The evaluation a real account came from, with links to its steps. */
function SourceSteps({
  source,
  stepsCount,
}: {
  source: { user_challenge_id: number; title: string }
  stepsCount: number
}) {
  const to = '/challenges/$userChallengeId'
  const params = { userChallengeId: String(source.user_challenge_id) }
  return (
    <nav
      aria-label={m.challenges_real_from()}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
      data-testid="real-source"
    >
      <span className="text-muted-foreground">{m.challenges_real_from()}</span>
      <Link to={to} params={params} className="font-medium underline-offset-4 hover:underline">
        <bdi>{source.title}</bdi>
      </Link>
      {phasesOf(stepsCount).map((phase) => (
        <Link key={phase} to={to} params={params} search={{ tab: phase }} className="text-primary">
          {phaseName(phase)}
        </Link>
      ))}
    </nav>
  )
}

function StepBody({
  challenge,
  tab,
  step,
}: {
  challenge: Detail
  tab: ChallengeTab
  step: Detail['steps'][number] | undefined
}) {
  return (
    <>
      <StepTabs id={challenge.id} current={tab} stepsCount={programSteps(challenge)} />
      {step ? (
        <StepPanel key={step.id} id={challenge.id} summary={step} />
      ) : tab === 'real' ? (
        <RealAccountPanel challenge={challenge} />
      ) : (
        <p className="rounded-xl border p-6 text-muted-foreground">
          {m.challenges_step_not_started()}
        </p>
      )}
    </>
  )
}
