import { Link } from '@tanstack/react-router'
import { FileText, Image as ImageIcon } from 'lucide-react'
import type { TicketAttachment } from '#contract/tickets.ts'
import { formatKilobytes } from '~/components/support/format'
import { m } from '~/paraglide/messages'

/** A message's files, each opening the attachment page (which fetches a signed link). */
export function AttachmentLinks({
  ticketId,
  attachments,
}: {
  ticketId: number
  attachments: TicketAttachment[]
}) {
  if (attachments.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" data-testid="attachments">
      {attachments.map((attachment) => {
        const Icon = attachment.mime.startsWith('image/') ? ImageIcon : FileText
        return (
          <li key={attachment.id}>
            <Link
              to="/tickets/$ticketId/attachments/$attachmentId"
              params={{ ticketId: String(ticketId), attachmentId: String(attachment.id) }}
              className="inline-flex max-w-64 items-center gap-1.5 rounded-md border bg-background px-2 py-1 text-xs hover:bg-muted"
            >
              <Icon aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
              <bdi className="truncate">{attachment.name}</bdi>
              <span className="shrink-0 text-muted-foreground tabular-nums">
                {m.tickets_file_size({ size: formatKilobytes(attachment.size) })}
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
