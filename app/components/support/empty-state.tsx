import { Inbox } from 'lucide-react'
import { m } from '~/paraglide/messages'

/** Spec §8: an empty table says 'There is Nothing to Display'. */
export function EmptyState({ text = m.support_empty() }: { text?: string }) {
  return (
    <div
      data-testid="empty-state"
      className="flex flex-col items-center gap-2 px-4 py-12 text-center text-muted-foreground"
    >
      <Inbox aria-hidden="true" className="size-8" />
      <p className="text-sm">{text}</p>
    </div>
  )
}
