import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { PageHeader } from '~/components/layout/page-header'
import { panelHead } from '~/components/layout/panel-head'
import { formatCount } from '~/components/support/format'
import { AttachmentViewer } from '~/components/tickets/attachment-viewer'
import { notFoundOn404 } from '~/components/tickets/ticket-route-params'
import { Card, CardContent } from '~/components/ui/card'
import { idFromPath } from '~/lib/path-id'
import { ticketAttachmentQuery } from '~/lib/queries/tickets'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/tickets/$ticketId/attachments/$attachmentId')({
  // The loader (query factories, server-function stubs) loads with the page, not the entry.
  codeSplitGroupings: [['loader', 'component']],
  head: panelHead('attachment'),
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(
        ticketAttachmentQuery(idFromPath(params.ticketId), idFromPath(params.attachmentId)),
      )
      .catch(notFoundOn404),
  component: AttachmentPage,
})

function AttachmentPage() {
  const params = Route.useParams()
  const ticketId = idFromPath(params.ticketId)
  const { data: attachment } = useSuspenseQuery(
    ticketAttachmentQuery(ticketId, idFromPath(params.attachmentId)),
  )
  return (
    <div className="mx-auto grid max-w-4xl gap-4">
      <Link
        to="/tickets/$ticketId"
        params={{ ticketId: params.ticketId }}
        className="inline-flex items-center gap-1 justify-self-start text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {m.tickets_attachment_of({ id: formatCount(ticketId) })}
      </Link>
      <PageHeader title={m.page_attachment()} />
      <Card>
        <CardContent className="pt-5">
          <AttachmentViewer ticketId={ticketId} attachment={attachment.data} />
        </CardContent>
      </Card>
    </div>
  )
}
