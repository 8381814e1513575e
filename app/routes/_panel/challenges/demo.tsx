import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { CreateDemoDialog } from '~/components/demo/create-demo-dialog'
import { DemoAccountCard } from '~/components/demo/demo-account-card'
import { PageHeader } from '~/components/layout/page-header'
import { panelHead } from '~/components/layout/panel-head'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { userChallengesQuery } from '~/lib/queries/user-challenges'
import { m } from '~/paraglide/messages'

const demoQuery = () => userChallengesQuery({ type: 'demo' })

export const Route = createFileRoute('/_panel/challenges/demo')({
  // The loader (and the query factories it brings) loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: panelHead('demo'),
  loader: ({ context }) => context.queryClient.ensureQueryData(demoQuery()),
  component: Page,
})

function Page() {
  const { data } = useSuspenseQuery(demoQuery())
  const demo = data.data[0]
  return (
    <div className="grid grid-cols-1 max-w-4xl gap-6">
      <PageHeader title={m.page_demo()} actions={demo ? null : <CreateDemoDialog />} />
      <Card>
        <CardHeader>
          <CardTitle>{m.demo_intro_title()}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-muted-foreground text-sm leading-relaxed">
          <p>{m.demo_intro_body()}</p>
          {demo ? <p data-testid="demo-one-per-user">{m.demo_one_per_user()}</p> : null}
        </CardContent>
      </Card>
      {demo ? (
        <section aria-label={m.demo_account_heading()} className="grid gap-3">
          <h2 className="font-semibold text-lg">{m.demo_account_heading()}</h2>
          <DemoAccountCard demo={demo} />
        </section>
      ) : null}
    </div>
  )
}
