import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/layout/page-header'
import { challengeStepsQuery, challengesQuery } from '~/lib/queries/challenges'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/challenges/new')({
  head: () => ({ meta: [{ title: m.page_new_challenge() }] }),
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
  return <PageHeader title={m.page_new_challenge()} />
}
