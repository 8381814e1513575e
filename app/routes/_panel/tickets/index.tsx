import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { PageHeader } from '~/components/layout/page-header'
import { panelHead } from '~/components/layout/panel-head'
import { TicketList } from '~/components/tickets/ticket-list'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ticketsQuery } from '~/lib/queries/tickets'
import { pageSearch } from '~/lib/support-search'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/tickets/')({
  // The loader (query factories, server-function stubs) loads with the page, not the entry.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  head: panelHead('tickets'),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ticketsQuery(deps)),
  component: TicketsPage,
})

function TicketsPage() {
  const deps = Route.useLoaderDeps()
  const { data: page } = useSuspenseQuery(ticketsQuery(deps))
  return (
    <div className="mx-auto grid max-w-5xl gap-2">
      <PageHeader
        title={m.page_tickets()}
        actions={
          <Button asChild>
            <Link to="/tickets/new">
              <Plus aria-hidden="true" />
              {m.tickets_new()}
            </Link>
          </Button>
        }
      />
      <Card className="p-2 sm:p-4">
        <TicketList tickets={page.data} meta={page.meta} />
      </Card>
    </div>
  )
}
