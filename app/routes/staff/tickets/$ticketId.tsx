import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHeader } from '~/components/layout/page-header'
import { DecisionDialog } from '~/components/staff/decision-dialog'
import { staffHead } from '~/components/staff/staff-head'
import { UserRef } from '~/components/staff/staff-ref'
import { TicketReplyForm } from '~/components/staff/ticket-reply-form'
import { ticketStatusText } from '~/components/staff/ticket-status'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { localDigits } from '~/lib/format'
import { formatDateTime } from '~/lib/money-format'
import { idFromPath } from '~/lib/path-id'
import {
  staffTicketAttachmentLinkQuery,
  staffTicketKeys,
  staffTicketQuery,
} from '~/lib/queries/staff-tickets'
import { showToast } from '~/lib/toast'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'
import { closeStaffTicket, reopenStaffTicket } from '~/server/generated/staff-tickets.functions'

export const Route = createFileRoute('/staff/tickets/$ticketId')({
  // The loader (and the query factories it brings) loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: staffHead('tickets'),
  params: {
    parse: (p) => ({ ticketId: idFromPath(p.ticketId) }),
    stringify: (p) => ({ ticketId: String(p.ticketId) }),
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(staffTicketQuery(params.ticketId)),
  component: Page,
})

function Page() {
  const { ticketId } = Route.useParams()
  const ticket = useSuspenseQuery(staffTicketQuery(ticketId)).data.data
  const queryClient = useQueryClient()
  const changed = async (answer: Awaited<ReturnType<typeof closeStaffTicket>>, text: string) => {
    queryClient.setQueryData(staffTicketKeys.detail(ticketId), answer)
    await queryClient.invalidateQueries({ queryKey: staffTicketKeys.all })
    showToast('success', text)
  }
  // The answer is used here, not handed to the mutation: its message would toast beside ours.
  const reopen = useMutation({
    mutationFn: async () =>
      changed(
        await reopenStaffTicket({ data: { params: { ticketId }, body: { note: null } } }),
        m.staff_ticket_reopened_done(),
      ),
  })
  const open = async (attachmentId: number) => {
    const link = await queryClient.fetchQuery(
      staffTicketAttachmentLinkQuery(ticketId, attachmentId),
    )
    window.open(link.data.url, '_blank', 'noopener')
  }
  const thread = [
    {
      id: 0,
      content: ticket.description,
      author: { name: ticket.user.name ?? ticket.user.email, is_staff: false },
      attachments: ticket.attachments,
      created_at: ticket.created_at,
    },
    ...ticket.messages,
  ]
  return (
    <div className="grid grid-cols-1 max-w-3xl gap-4">
      <PageHeader
        title={
          // The trader's subject in its own direction, whatever the console's (issue 25).
          <>
            <bdi dir="ltr">#{localDigits(ticket.id)}</bdi> <bdi dir="auto">{ticket.subject}</bdi>
          </>
        }
        actions={
          ticket.status === 'closed' ? (
            <Button variant="outline" disabled={reopen.isPending} onClick={() => reopen.mutate()}>
              {m.staff_reopen_ticket()}
            </Button>
          ) : (
            <DecisionDialog
              action={m.staff_close_ticket()}
              title={m.staff_close_ticket_title()}
              description={m.staff_close_ticket_note()}
              noteLabel={m.staff_closing_note()}
              noteRequired={false}
              destructive
              onDecide={async (note) =>
                changed(
                  await closeStaffTicket({ data: { params: { ticketId }, body: { note } } }),
                  m.staff_ticket_closed_done(),
                )
              }
            />
          )
        }
      />
      <Link to="/staff/tickets" search={{}} className="text-primary text-sm">
        {m.staff_back_to_tickets()}
      </Link>
      <Card>
        <CardContent className="grid gap-2 pt-5 text-sm sm:grid-cols-4">
          <div>
            <div className="text-muted-foreground text-xs">{m.staff_col_user()}</div>
            <UserRef user={ticket.user} />
          </div>
          <div>
            <div className="text-muted-foreground text-xs">{m.money_col_type()}</div>
            {ticket.type.title}
          </div>
          <div>
            <div className="text-muted-foreground text-xs">{m.money_col_account()}</div>
            {ticket.challenge?.title ?? '—'}
          </div>
          <div>
            <div className="text-muted-foreground text-xs">{m.money_col_status()}</div>
            <span data-testid="ticket-status">{ticketStatusText(ticket.status)}</span>
          </div>
        </CardContent>
      </Card>
      <ol className="grid gap-3" aria-label={m.staff_thread()}>
        {thread.map((message) => (
          <li
            key={message.id}
            className={cn(
              'grid gap-2 rounded-lg border p-4',
              message.author.is_staff ? 'ms-8 bg-primary/5' : 'me-8 bg-card',
            )}
          >
            <div className="flex flex-wrap justify-between gap-2 text-muted-foreground text-xs">
              <bdi className="font-medium text-foreground">{message.author.name}</bdi>
              <span>{formatDateTime(message.created_at)}</span>
            </div>
            <p dir="auto" className="whitespace-pre-wrap text-sm">
              {message.content}
            </p>
            {message.attachments.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {message.attachments.map((file) => (
                  <li key={file.id}>
                    <Button variant="outline" size="sm" onClick={() => void open(file.id)}>
                      {file.name}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {ticket.status === 'closed' ? null : (
        <Card>
          <CardHeader>
            <h2 className="font-semibold leading-none">{m.staff_reply()}</h2>
          </CardHeader>
          <CardContent>
            <TicketReplyForm ticketId={ticketId} />
          </CardContent>
        </Card>
      )}
    </div>
  )
}
