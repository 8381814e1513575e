import type { TicketDetail } from '#contract/tickets.ts'
import { formatDateTime } from '~/components/support/format'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'
import { AttachmentLinks } from './attachment-links'

interface Entry {
  key: string
  staff: boolean
  author: string
  content: string
  time: string
  attachments: TicketDetail['attachments']
}

/**
 * The description and every message, oldest first. Texts people wrote are
 * rendered as text (React escapes them; never as HTML), line breaks kept.
 */
export function TicketThread({ ticket }: { ticket: TicketDetail }) {
  const entries: Entry[] = [
    {
      key: 'description',
      staff: false,
      author: m.tickets_you(),
      content: ticket.description,
      time: ticket.created_at,
      attachments: ticket.attachments,
    },
    ...ticket.messages.map((message) => ({
      key: String(message.id),
      staff: message.author.is_staff,
      author: message.author.is_staff ? m.tickets_support() : m.tickets_you(),
      content: message.content,
      time: message.created_at,
      attachments: message.attachments,
    })),
  ]
  return (
    <ol className="grid gap-3" aria-label={m.tickets_thread()} data-testid="ticket-thread">
      {entries.map((entry) => (
        <li
          key={entry.key}
          data-testid="ticket-message"
          data-author={entry.staff ? 'staff' : 'owner'}
          className={cn(
            'grid max-w-[min(100%,42rem)] gap-2 rounded-xl border p-3 sm:p-4',
            entry.staff ? 'justify-self-start bg-muted/60' : 'justify-self-end bg-primary/5',
          )}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-xs">
            <span className={cn('font-semibold', entry.staff && 'text-primary')}>
              <bdi>{entry.author}</bdi>
            </span>
            <time dateTime={entry.time} className="text-muted-foreground">
              {formatDateTime(entry.time)}
            </time>
          </div>
          <p dir="auto" className="whitespace-pre-wrap break-words text-sm leading-relaxed">
            {entry.content}
          </p>
          <AttachmentLinks ticketId={ticket.id} attachments={entry.attachments} />
        </li>
      ))}
    </ol>
  )
}
