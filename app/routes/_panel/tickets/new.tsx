import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/layout/page-header'
import { panelHead } from '~/components/layout/panel-head'
import { NewTicketForm } from '~/components/tickets/new-ticket-form'
import { Card, CardContent } from '~/components/ui/card'
import { localDigits } from '~/lib/format'
import { ticketTypesQuery } from '~/lib/queries/tickets'
import { userChallengesQuery } from '~/lib/queries/user-challenges'
import { m } from '~/paraglide/messages'

/** Every account the user may ask about fits one page of the list. */
const challengeChoices = { per_page: 100 }

export const Route = createFileRoute('/_panel/tickets/new')({
  // The loader (query factories, server-function stubs) loads with the page, not the entry.
  codeSplitGroupings: [['loader', 'component']],
  head: panelHead('newTicket'),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(ticketTypesQuery()),
      context.queryClient.ensureQueryData(userChallengesQuery(challengeChoices)),
    ]),
  component: NewTicketPage,
})

function NewTicketPage() {
  const { data: types } = useSuspenseQuery(ticketTypesQuery())
  const { data: challenges } = useSuspenseQuery(userChallengesQuery(challengeChoices))
  return (
    <div className="mx-auto grid max-w-3xl gap-2">
      <PageHeader title={m.page_new_ticket()} />
      <Card>
        <CardContent className="pt-5">
          <NewTicketForm
            types={types.data}
            challenges={challenges.data.map((c) => ({
              id: c.id,
              title: `${c.title} (#${localDigits(c.id)})`,
            }))}
            limits={types.meta}
          />
        </CardContent>
      </Card>
    </div>
  )
}
