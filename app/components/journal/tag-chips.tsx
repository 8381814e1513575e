/** A note's tags as chips (typed text: each in its own direction). */
import { X } from 'lucide-react'
import { m } from '~/paraglide/messages'

export function TagChips({ tags, onRemove }: { tags: string[]; onRemove?: (tag: string) => void }) {
  if (tags.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-1" aria-label={m.journal_tags_label()}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-accent-foreground text-xs"
        >
          #<bdi>{tag}</bdi>
          {onRemove ? (
            <button
              type="button"
              className="rounded-full p-0.5 hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={m.journal_tag_remove({ tag })}
              onClick={() => onRemove(tag)}
            >
              <X aria-hidden="true" className="size-3" />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
