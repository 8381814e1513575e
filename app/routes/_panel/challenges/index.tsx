import { createFileRoute, Link } from '@tanstack/react-router'
import { AccountsTable } from '~/components/challenges/accounts-table'
import { PageHeader } from '~/components/layout/page-header'
import { panelHead } from '~/components/layout/panel-head'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/challenges/')({
  // The loader imports its query lazily anyway: it loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: panelHead('challenges'),
  loader: async ({ context }) => {
    const { userChallengesQuery } = await import('~/lib/queries/user-challenges')
    await context.queryClient.prefetchQuery(
      userChallengesQuery({ type: 'challenge', per_page: 100 }),
    )
  },
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeader
        title={m.page_challenges()}
        actions={
          <Button asChild>
            <Link to="/challenges/new">{m.dashboard_card_new()}</Link>
          </Button>
        }
      />
      <AccountsTable
        id="all-challenges"
        title={m.dashboard_my_challenges()}
        type="challenge"
        perPage={100}
      />
    </>
  )
}
