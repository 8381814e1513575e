import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { PageHeader } from '~/components/layout/page-header'
import { panelHead } from '~/components/layout/panel-head'
import {
  accountLabel,
  challengeStatusLabel,
  tradeAccountsQuery,
} from '~/components/trade/challenge-selector'
import { NoChallenge, VisitorPrompt } from '~/components/trade/visitor-prompt'
import { Card, CardContent } from '~/components/ui/card'
import { Spinner } from '~/components/ui/spinner'
import { currentUserQuery } from '~/lib/queries/user'
import { symbolParam } from '~/lib/search'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/trade/')({
  // The loader imports its queries lazily anyway: it loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: panelHead('trade'),
  validateSearch: (search: Record<string, unknown>): { symbol?: string } => ({
    symbol: symbolParam(search.symbol),
  }),
  // Prefetched, so the page opens even when they cannot be had (the screen
  // shows its own state: this page is quiet, errors are inline).
  loader: async ({ context, location }) => {
    const [user, { coinPairsQuery }, selector] = await Promise.all([
      context.queryClient.ensureQueryData(currentUserQuery()).catch(() => null),
      import('~/lib/queries/coin-pairs'),
      import('~/components/trade/challenge-selector'),
    ])
    await Promise.all([
      context.queryClient.prefetchQuery({ ...coinPairsQuery(), retry: false }),
      user
        ? context.queryClient.prefetchQuery({ ...selector.tradeAccountsQuery(), retry: false })
        : null,
    ])
    // Exactly one account that trades: straight to its terminal (the chooser is for two or more).
    const accounts = user
      ? context.queryClient.getQueryData(selector.tradeAccountsQuery().queryKey)?.data
      : undefined
    const tradable = (accounts ?? []).filter((c) => c.status === 'active')
    if (tradable.length === 1 && tradable[0]) {
      const symbol = symbolParam((location.search as { symbol?: unknown }).symbol) ?? 'BTCUSDT'
      throw redirect({
        to: '/trade/$userChallengeId/$symbol',
        params: { userChallengeId: String(tradable[0].id), symbol },
        replace: true,
      })
    }
  },
  component: Page,
})

function Page() {
  const { symbol = 'BTCUSDT' } = Route.useSearch()
  const user = useQuery(currentUserQuery())
  return (
    <div className="grid gap-4">
      <PageHeader title={m.page_trade()} />
      {user.isPending ? (
        <Spinner label={m.trade_loading()} />
      ) : user.data ? (
        <Accounts symbol={symbol} />
      ) : (
        <VisitorPrompt />
      )}
    </div>
  )
}

function Accounts({ symbol }: { symbol: string }) {
  const accounts = useQuery(tradeAccountsQuery())
  if (accounts.isPending) return <Spinner label={m.trade_loading()} />
  if (accounts.isError)
    return <p className="text-destructive">{accounts.error.message || m.trade_accounts_failed()}</p>
  const list = accounts.data.data
  if (list.length === 0) return <NoChallenge />
  return (
    <Card>
      <CardContent className="grid gap-3 p-5">
        <p className="text-muted-foreground text-sm">{m.trade_choose_challenge()}</p>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label={m.trade_challenge()}>
          {list.map((c) => (
            <li key={c.id}>
              <Link
                to="/trade/$userChallengeId/$symbol"
                params={{ userChallengeId: String(c.id), symbol }}
                className="block rounded-md border p-3 hover:bg-accent"
              >
                <span className="font-medium">{accountLabel(c)}</span>
                <span className="block text-muted-foreground text-xs">
                  {challengeStatusLabel(c.status)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
