/**
 * Tags typed one at a time: Enter, a comma or Add takes the text as a tag,
 * normalised as the contract does it (contract/journal-tags.ts, no zod here).
 */
import { useId, useState } from 'react'
import { normalTag, TAGS_MAX } from '#contract/journal-tags.ts'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { m } from '~/paraglide/messages'
import { TagChips } from './tag-chips'

/** The text as a tag, or the reason it is none. */
export function asTag(text: string): { tag: string } | { error: string } {
  const tag = normalTag(text)
  return tag === null ? { error: m.journal_tag_invalid() } : { tag }
}

export function TagInput({
  tags,
  onChange,
  pending,
  onPending,
  error,
}: {
  tags: string[]
  onChange: (tags: string[]) => void
  /** What is typed and not yet a tag (saving takes it too). */
  pending: string
  onPending: (text: string) => void
  error?: string | undefined
}) {
  const id = useId()
  const [own, setOwn] = useState<string | null>(null)
  const shown = own ?? error
  const add = (text = pending) => {
    if (text.trim() === '') return onPending('')
    const result = asTag(text)
    const refusal =
      'error' in result
        ? result.error
        : !tags.includes(result.tag) && tags.length >= TAGS_MAX
          ? m.journal_tags_max()
          : null
    if (refusal || 'error' in result) {
      onPending(text)
      return setOwn(refusal)
    }
    onChange(tags.includes(result.tag) ? tags : [...tags, result.tag])
    onPending('')
    setOwn(null)
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {m.journal_tags_label()}
      </label>
      <TagChips tags={tags} onRemove={(tag) => onChange(tags.filter((t) => t !== tag))} />
      <div className="flex gap-2">
        <Input
          id={id}
          dir="auto"
          value={pending}
          maxLength={40}
          placeholder={m.journal_tag_placeholder()}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const text = event.target.value
            setOwn(null)
            // A comma (Latin or Persian) ends a tag.
            if (/[,،]/.test(text)) add(text.replace(/[,،]/g, ''))
            else onPending(text)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
        />
        <Button type="button" variant="outline" onClick={() => add()}>
          {m.journal_tag_add()}
        </Button>
      </div>
      <p
        id={`${id}-hint`}
        className={shown ? 'text-destructive text-sm' : 'text-muted-foreground text-xs'}
      >
        {shown ?? m.journal_tag_hint()}
      </p>
    </div>
  )
}
