import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { AccountsTable } from '~/components/challenges/accounts-table'
import { dashboardTour } from '~/components/dashboard/dashboard-tour'
import { ShortcutCards } from '~/components/dashboard/shortcut-cards'
import { panelHead } from '~/components/layout/panel-head'
import { GuidedTour } from '~/components/tour/guided-tour'
import { challengeStepsQuery } from '~/lib/queries/challenges'
import { currentUserQuery } from '~/lib/queries/user'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/dashboard')({
  // The loader imports its queries lazily anyway: it loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: panelHead('dashboard'),
  // Imported here, not at the top: a loader stays in every page's first
  // load, the query modules need not (decision 223).
  loader: async ({ context }) => {
    const [{ challengeStepsQuery }, { userChallengesQuery }] = await Promise.all([
      import('~/lib/queries/challenges'),
      import('~/lib/queries/user-challenges'),
    ])
    await Promise.all([
      context.queryClient.prefetchQuery({ ...challengeStepsQuery(), retry: false }),
      ...(['challenge', 'demo', 'real'] as const).map((type) =>
        context.queryClient.prefetchQuery(userChallengesQuery({ type, per_page: 5 })),
      ),
    ])
  },
  component: Page,
})

function ViewAll({ to }: { to: '/challenges' | '/challenges/demo' | '/challenges/real' }) {
  return (
    <Link to={to} className="text-primary text-sm underline-offset-4 hover:underline">
      {m.dashboard_view_all()}
    </Link>
  )
}

function Page() {
  const user = useQuery(currentUserQuery()).data
  const catalogue = useQuery(challengeStepsQuery()).data
  const name = user?.firstName || user?.name
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="font-semibold text-2xl tracking-tight">{m.page_dashboard()}</h1>
        <p className="font-medium text-lg">
          {name ? m.dashboard_greeting_named({ name }) : m.dashboard_greeting()}
        </p>
        <p className="text-muted-foreground">{m.dashboard_subtitle()}</p>
      </div>
      <ShortcutCards rulesUrl={catalogue?.data.rules_url ?? '/rules'} />
      <AccountsTable
        id="my-challenges"
        tour="my-challenges"
        title={m.dashboard_my_challenges()}
        type="challenge"
        viewAll={<ViewAll to="/challenges" />}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <AccountsTable
          id="my-demo"
          title={m.dashboard_my_demo()}
          type="demo"
          viewAll={<ViewAll to="/challenges/demo" />}
        />
        <AccountsTable
          id="my-real"
          title={m.dashboard_my_real()}
          type="real"
          viewAll={<ViewAll to="/challenges/real" />}
        />
      </div>
      <GuidedTour tour={dashboardTour()} />
    </div>
  )
}
