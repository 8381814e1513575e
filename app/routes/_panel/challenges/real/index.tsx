import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { IdentityVerification } from '~/components/identity/identity-verification'
import { PageHeader } from '~/components/layout/page-header'
import { panelHead } from '~/components/layout/panel-head'
import { RealAccountsTable, RealWithdrawsTable } from '~/components/real/real-tables'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { realWithdrawsQuery } from '~/lib/queries/real'
import { userChallengesQuery } from '~/lib/queries/user-challenges'
import { m } from '~/paraglide/messages'

const accountsQuery = () => userChallengesQuery({ type: 'real', per_page: 100 })
const historyQuery = () => realWithdrawsQuery({ per_page: 50 })

export const Route = createFileRoute('/_panel/challenges/real/')({
  // The loader (and the query factories it brings) loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: panelHead('real'),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(accountsQuery()),
      context.queryClient.ensureQueryData(historyQuery()),
    ]),
  component: Page,
})

function Page() {
  const accounts = useSuspenseQuery(accountsQuery()).data.data
  const withdraws = useSuspenseQuery(historyQuery()).data.data
  const titles = new Map(accounts.map((a) => [a.id, a.title]))
  return (
    <div className="grid grid-cols-1 max-w-6xl gap-6">
      <PageHeader
        title={m.page_real()}
        actions={
          <Button asChild>
            <Link to="/challenges/real/withdraw">{m.real_request_withdraw()}</Link>
          </Button>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>{m.real_intro_title()}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-muted-foreground text-sm leading-relaxed">
          <p>{m.real_intro_body()}</p>
          <p>{m.real_intro_withdraw()}</p>
        </CardContent>
      </Card>
      {/* Payouts go to a verified identity only (decision 590); nothing shows when it is off. */}
      <IdentityVerification className="rounded-xl border bg-card p-6" />
      <Card>
        <CardHeader>
          <h2 className="font-semibold leading-none">{m.real_accounts()}</h2>
        </CardHeader>
        <CardContent>
          <RealAccountsTable rows={accounts} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="font-semibold leading-none">{m.real_withdraws()}</h2>
        </CardHeader>
        <CardContent>
          <RealWithdrawsTable rows={withdraws} titles={titles} />
        </CardContent>
      </Card>
    </div>
  )
}
