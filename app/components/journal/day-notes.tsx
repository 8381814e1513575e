/**
 * A step's day notes on the details page: a note and tags for one of its
 * trading days (or today), and the days noted so far, newest first.
 */
import { useQuery } from '@tanstack/react-query'
import { NotebookPen } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { formatDate } from '~/lib/format'
import { journalNotesQuery } from '~/lib/queries/journal'
import { userChallengeStepReportsQuery } from '~/lib/queries/user-challenges'
import { serverNow } from '~/lib/server-clock'
import { m } from '~/paraglide/messages'
import { NoteDialog } from './note-dialog'
import { NoteItem } from './note-item'

export function DayNotes({ id, stepId }: { id: number; stepId: number }) {
  const dayId = useId()
  const [today] = useState(() => new Date(serverNow()).toISOString().slice(0, 10))
  const reports = useQuery(userChallengeStepReportsQuery(id, stepId))
  const notes = useQuery(journalNotesQuery(id, { step: stepId, kind: 'day', per_page: 100 }))
  const traded = reports.data?.data.days.map((d) => d.date) ?? []
  const days = [...new Set([today, ...traded])].sort().reverse()
  const [day, setDay] = useState(today)
  const rows = notes.data?.data ?? []
  const note = rows.find((n) => n.date === day)
  const date = formatDate(day)
  return (
    <section
      aria-labelledby={`day-notes-${stepId}`}
      className="grid min-w-0 gap-3 rounded-xl border bg-card p-5"
      data-testid="day-notes"
    >
      <h2 id={`day-notes-${stepId}`} className="font-semibold">
        {m.journal_day_notes_heading()}
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <label htmlFor={dayId} className="font-medium text-sm">
            {m.journal_day_label()}
          </label>
          <select
            id={dayId}
            className="h-9 rounded-md border bg-background px-2 text-sm"
            value={day}
            onChange={(event) => setDay(event.target.value)}
          >
            {days.map((d) => (
              <option key={d} value={d}>
                {formatDate(d)}
              </option>
            ))}
          </select>
        </div>
        <NoteDialog
          key={day}
          target={{ kind: 'day', userChallengeId: id, stepId, date: day }}
          note={note}
          title={m.journal_day_note_title({ date })}
          trigger={
            <Button variant="outline">
              <NotebookPen aria-hidden="true" />
              {note ? m.journal_edit_day_note() : m.journal_write_day_note()}
            </Button>
          }
        />
      </div>
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{m.journal_no_day_notes()}</p>
      ) : (
        <ul aria-label={m.journal_day_notes_heading()}>
          {rows.map((n) => (
            <NoteItem key={n.id} userChallengeId={id} note={n} />
          ))}
        </ul>
      )}
    </section>
  )
}
