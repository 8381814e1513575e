import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHeader } from '~/components/layout/page-header'
import { panelHead } from '~/components/layout/panel-head'
import { RealWithdrawForm } from '~/components/real/real-withdraw-form'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { moneyOutFactorQuery, payoutAddressesQuery } from '~/lib/queries/payouts'
import { withdrawAccountsQuery, withdrawTypesQuery } from '~/lib/queries/real'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/challenges/real/withdraw')({
  // The loader (and the query factories it brings) loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: panelHead('realWithdraw'),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(withdrawAccountsQuery()),
      context.queryClient.ensureQueryData(withdrawTypesQuery()),
      context.queryClient.ensureQueryData(payoutAddressesQuery()),
      context.queryClient.ensureQueryData(moneyOutFactorQuery()),
    ]),
  component: Page,
})

function Page() {
  const accounts = useSuspenseQuery(withdrawAccountsQuery()).data.data
  const types = useSuspenseQuery(withdrawTypesQuery()).data.data
  const addresses = useSuspenseQuery(payoutAddressesQuery()).data
  return (
    <div className="grid grid-cols-1 max-w-2xl gap-6">
      <PageHeader title={m.page_real_withdraw()} />
      <Card>
        <CardHeader>
          <CardTitle>{m.real_withdraw_title()}</CardTitle>
          <CardDescription>{m.real_withdraw_body()}</CardDescription>
        </CardHeader>
        <CardContent>
          {accounts.length === 0 ? (
            <div className="grid gap-2 text-sm" role="status">
              <p className="font-medium">{m.real_no_accounts()}</p>
              <Link to="/challenges" className="text-primary underline-offset-4 hover:underline">
                {m.nav_my_challenges()}
              </Link>
            </div>
          ) : (
            <RealWithdrawForm accounts={accounts} types={types} addresses={addresses} />
          )}
        </CardContent>
      </Card>
    </div>
  )
}
