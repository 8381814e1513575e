import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Checkout } from '~/components/challenges/new/checkout'
import { ProgramsCompare } from '~/components/challenges/new/programs-compare'
import { PageHeader } from '~/components/layout/page-header'
import { panelHead } from '~/components/layout/panel-head'
import { challengeStepsQuery, challengesQuery } from '~/lib/queries/challenges'
import { currentUserQuery } from '~/lib/queries/user'
import { checkoutSearch } from '~/lib/search'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/challenges/new')({
  head: panelHead('newChallenge'),
  // The choices to come back to (the payment failure page links here with them).
  validateSearch: checkoutSearch,
  // Challenges and their steps come from the web's catalogue cache;
  // prefetched, so the page opens even when they cannot be had.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery({ ...challengesQuery(), retry: false }),
      context.queryClient.prefetchQuery({ ...challengeStepsQuery(), retry: false }),
    ]),
  component: Page,
})

function Page() {
  const initial = Route.useSearch()
  const user = useQuery(currentUserQuery())
  const challenges = useQuery(challengesQuery())
  const catalogue = useQuery(challengeStepsQuery())
  const steps = catalogue.data?.data
  return (
    <>
      <PageHeader
        title={m.page_new_challenge()}
        actions={
          steps ? (
            <a
              href={steps.rules_url}
              target="_blank"
              rel="noreferrer"
              className="text-primary text-sm underline-offset-4 hover:underline"
            >
              {m.challenges_rules_link()}
            </a>
          ) : null
        }
      />
      {!steps || !challenges.data ? (
        <p role="alert" className="rounded-xl border p-6 text-muted-foreground">
          {challenges.isError || catalogue.isError
            ? m.challenges_catalogue_unavailable()
            : m.challenges_loading()}
        </p>
      ) : (
        <div className="grid gap-6">
          <ProgramsCompare challenges={challenges.data.data} />
          <Checkout
            challenges={challenges.data.data}
            features={steps.features}
            rulesUrl={steps.rules_url}
            signedIn={Boolean(user.data)}
            initial={initial}
          />
        </div>
      )}
    </>
  )
}
