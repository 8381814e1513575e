import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { PageHeader } from '~/components/layout/page-header'
import { coinPairsQuery } from '~/lib/queries/coin-pairs'
import { symbolParam } from '~/lib/search'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/trade/')({
  head: () => ({ meta: [{ title: m.page_trade() }] }),
  validateSearch: z.object({ symbol: symbolParam }),
  // The pair list comes from the web's catalogue cache; prefetched, so the
  // page opens even when it cannot be had (the screen shows its own state).
  loader: ({ context }) => context.queryClient.prefetchQuery({ ...coinPairsQuery(), retry: false }),
  component: Page,
})

function Page() {
  return <PageHeader title={m.page_trade()} />
}
