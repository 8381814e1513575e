/**
 * A step's journal on the details page: its notes (trades' and days'),
 * newest first, searched by text (the note or a tag) and filtered by one
 * of the step's tags.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Pager } from '~/components/trade/tables/data-table'
import { Input } from '~/components/ui/input'
import { localDigits } from '~/lib/format'
import { journalNotesQuery, journalTagsQuery } from '~/lib/queries/journal'
import { m } from '~/paraglide/messages'
import { NoteItem } from './note-item'

/** The text once typing has paused. */
function useSettled(text: string, ms = 250): string {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms)
    return () => clearTimeout(timer)
  }, [text, ms])
  return settled
}

export function StepJournal({ id, stepId }: { id: number; stepId: number }) {
  const searchId = useId()
  const [text, setText] = useState('')
  const [tag, setTag] = useState<string | null>(null)
  const [page, setPage] = useState(1)
  const q = useSettled(text.trim())
  const notes = useQuery({
    ...journalNotesQuery(id, {
      step: stepId,
      page,
      per_page: 10,
      ...(q ? { q } : {}),
      ...(tag ? { tag } : {}),
    }),
    placeholderData: keepPreviousData,
  })
  const tags = useQuery(journalTagsQuery(id, stepId))
  const filtered = q !== '' || tag !== null
  const rows = notes.data?.data ?? []
  return (
    <section
      aria-labelledby={`journal-${stepId}`}
      className="grid min-w-0 gap-3 rounded-xl border bg-card p-5"
      data-testid="step-journal"
    >
      <h2 id={`journal-${stepId}`} className="font-semibold">
        {m.journal_heading()}
      </h2>
      <p className="text-muted-foreground text-sm">{m.journal_hint()}</p>
      <div className="relative max-w-sm">
        <label htmlFor={searchId} className="sr-only">
          {m.journal_search_label()}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-2.5 top-2.5 size-4 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          dir="auto"
          className="ps-8"
          value={text}
          maxLength={100}
          placeholder={m.journal_search_placeholder()}
          onChange={(event) => {
            setText(event.target.value)
            setPage(1)
          }}
        />
      </div>
      {tags.data && tags.data.data.length > 0 ? (
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">{m.journal_filter_tags()}</legend>
          {tags.data.data.map((t) => (
            <button
              key={t.tag}
              type="button"
              aria-pressed={tag === t.tag}
              className="rounded-full border px-2.5 py-0.5 text-xs hover:bg-accent aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
              onClick={() => {
                setTag(tag === t.tag ? null : t.tag)
                setPage(1)
              }}
            >
              #<bdi>{t.tag}</bdi> <span className="tabular-nums">{localDigits(t.notes)}</span>
            </button>
          ))}
        </fieldset>
      ) : null}
      {notes.error ? (
        <p role="alert" className="text-destructive text-sm">
          {notes.error.message}
        </p>
      ) : rows.length === 0 && notes.data ? (
        <p className="text-muted-foreground text-sm">
          {filtered ? m.journal_no_results() : m.journal_no_notes()}
        </p>
      ) : (
        <ul aria-label={m.journal_heading()} aria-busy={notes.isFetching}>
          {rows.map((note) => (
            <NoteItem key={note.id} userChallengeId={id} note={note} />
          ))}
        </ul>
      )}
      <Pager page={page} lastPage={notes.data?.meta.last_page ?? 1} onPage={setPage} />
    </section>
  )
}
