/** One note in a list: what it is on (a trade or a day), its text and tags, and Edit. */
import { Pencil } from 'lucide-react'
import type { JournalNote } from '#contract/journal.ts'
import { Button } from '~/components/ui/button'
import { formatDate } from '~/lib/format'
import { signClass, usdt } from '~/lib/trade/format'
import { m } from '~/paraglide/messages'
import { NoteDialog, type NoteTarget } from './note-dialog'
import { TagChips } from './tag-chips'
import { TradeSummary } from './trade-notes'

function targetOf(userChallengeId: number, note: JournalNote): NoteTarget {
  return note.kind === 'trade'
    ? { kind: 'trade', userChallengeId, tradeId: note.trade_id ?? 0 }
    : { kind: 'day', userChallengeId, stepId: note.step, date: note.date ?? '' }
}

/** What the note is on, in a line. */
function Subject({ note }: { note: JournalNote }) {
  if (note.trade)
    return (
      <span className="flex flex-wrap items-center gap-2">
        <TradeSummary trade={note.trade} />
        <span dir="ltr" className={signClass(note.trade.realizedProfit)}>
          {usdt(note.trade.realizedProfit)}
        </span>
      </span>
    )
  return <span>{note.date ? formatDate(note.date) : null}</span>
}

export function NoteItem({
  userChallengeId,
  note,
}: {
  userChallengeId: number
  note: JournalNote
}) {
  const day = note.date ? formatDate(note.date) : ''
  return (
    <li
      className="grid gap-1.5 border-t py-3 first:border-t-0"
      data-testid={`journal-note-${note.id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-muted-foreground text-xs">
        <span className="flex flex-wrap items-center gap-2">
          <span className="rounded bg-muted px-1.5 py-0.5 font-medium">
            {note.kind === 'trade' ? m.journal_kind_trade() : m.journal_kind_day()}
          </span>
          <Subject note={note} />
        </span>
        <NoteDialog
          target={targetOf(userChallengeId, note)}
          note={note}
          title={
            note.kind === 'trade'
              ? m.journal_trade_note_title()
              : m.journal_day_note_title({ date: day })
          }
          description={note.trade ? <TradeSummary trade={note.trade} /> : undefined}
          trigger={
            <Button variant="ghost" size="sm" aria-label={m.journal_edit_note()}>
              <Pencil aria-hidden="true" />
              {m.journal_edit()}
            </Button>
          }
        />
      </div>
      {note.body ? (
        <p dir="auto" className="whitespace-pre-wrap text-sm">
          {note.body}
        </p>
      ) : null}
      <TagChips tags={note.tags} />
    </li>
  )
}
