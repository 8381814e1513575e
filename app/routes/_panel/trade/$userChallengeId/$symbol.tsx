import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { panelTitle } from '~/components/layout/panel-head'
import { TradeTerminal } from '~/components/trade/trade-terminal'
import { VisitorPrompt } from '~/components/trade/visitor-prompt'
import { Spinner } from '~/components/ui/spinner'
import { pathId } from '~/lib/path-id'
import { currentUserQuery } from '~/lib/queries/user'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/trade/$userChallengeId/$symbol')({
  // The loader imports its queries lazily anyway: it loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: async ({ params }) => ({
    meta: [{ title: `${params.symbol} · ${await panelTitle('trade')}` }],
  }),
  // Prefetched without retries: this page is quiet (spec §6), it opens and
  // shows what could not be had in place.
  loader: async ({ context, params }) => {
    const id = pathId(params.userChallengeId)
    // Imported lazily (decision 223): the query modules stay out of the entry.
    const [user, { openOrdersQuery, positionsQuery, tradeSnapshotQuery }] = await Promise.all([
      context.queryClient.ensureQueryData(currentUserQuery()).catch(() => null),
      import('~/lib/queries/trade'),
    ])
    if (!user || id === null) return
    await Promise.all([
      context.queryClient.prefetchQuery({ ...tradeSnapshotQuery(id, params.symbol), retry: false }),
      context.queryClient.prefetchQuery({ ...positionsQuery(id), retry: false }),
      context.queryClient.prefetchQuery({ ...openOrdersQuery(id), retry: false }),
    ])
  },
  component: Page,
})

function Page() {
  const params = Route.useParams()
  const user = useQuery(currentUserQuery())
  if (user.isPending) return <Spinner label={m.trade_loading()} />
  if (!user.data) return <VisitorPrompt />
  const id = pathId(params.userChallengeId)
  if (id === null) return <p className="text-destructive">{m.trade_no_challenge()}</p>
  return <TradeTerminal key={id} userChallengeId={id} symbol={params.symbol} />
}
