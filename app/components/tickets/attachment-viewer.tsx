import { useSuspenseQuery } from '@tanstack/react-query'
import { Download, ExternalLink } from 'lucide-react'
import type { TicketAttachment } from '#contract/tickets.ts'
import { formatDateTime, formatKilobytes } from '~/components/support/format'
import { Button } from '~/components/ui/button'
import { ticketAttachmentLinkQuery } from '~/lib/queries/tickets'
import { m } from '~/paraglide/messages'

/**
 * One attachment through its signed, short-lived link: images are shown,
 * every file can be downloaded. The engine serves the file with its sniffed
 * type, nosniff and a sandboxing CSP (decision 200).
 */
export function AttachmentViewer({
  ticketId,
  attachment,
}: {
  ticketId: number
  attachment: TicketAttachment
}) {
  const { data: link } = useSuspenseQuery(ticketAttachmentLinkQuery(ticketId, attachment.id))
  const url = link.data.url
  const image = attachment.mime.startsWith('image/')
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <bdi className="truncate font-medium" data-testid="attachment-name">
            {attachment.name}
          </bdi>
          <span className="text-muted-foreground text-xs">
            {attachment.mime} · {m.tickets_file_size({ size: formatKilobytes(attachment.size) })}
          </span>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {m.tickets_open_new_tab()}
            </a>
          </Button>
          <Button asChild size="sm">
            {/* Another origin: `download` is ignored there, the engine's header makes it one. */}
            <a
              href={link.data.download_url}
              download={attachment.name}
              data-testid="attachment-download"
            >
              <Download aria-hidden="true" />
              {m.tickets_download()}
            </a>
          </Button>
        </div>
      </div>
      {image ? (
        <img
          src={url}
          alt={attachment.name}
          data-testid="attachment-image"
          className="max-h-[70vh] justify-self-center rounded-lg border object-contain"
        />
      ) : (
        <p className="rounded-md border bg-muted/50 p-4 text-muted-foreground text-sm">
          {m.tickets_preview_unavailable()}
        </p>
      )}
      <p className="text-muted-foreground text-xs">
        {m.tickets_link_expires({ time: formatDateTime(link.data.expires_at) })}
      </p>
    </div>
  )
}
