/**
 * The trade history's Note column: each row's note and tags (read for the
 * rows of the page shown, `?trades=`), and a button that writes it.
 */
import { useQuery } from '@tanstack/react-query'
import { NotebookPen, StickyNote } from 'lucide-react'
import type { JournalNote } from '#contract/journal.ts'
import type { Trade } from '#contract/trade.ts'
import type { Column } from '~/components/trade/tables/data-table'
import { sideLabel } from '~/components/trade/tables/order-labels'
import { Button } from '~/components/ui/button'
import { journalNotesQuery } from '~/lib/queries/journal'
import { dateTime } from '~/lib/trade/format'
import { m } from '~/paraglide/messages'
import { NoteDialog } from './note-dialog'
import { TagChips } from './tag-chips'

/** The notes of these trades, by trade id. */
export function useTradeNotes(userChallengeId: number, trades: readonly Trade[] | undefined) {
  const ids = (trades ?? []).map((t) => t.id).join(',')
  const notes = useQuery({
    ...journalNotesQuery(userChallengeId, { trades: ids, per_page: 100 }),
    enabled: ids !== '',
  })
  return new Map((notes.data?.data ?? []).map((n) => [n.trade_id, n]))
}

/** What the dialog says of the trade: "BTCUSDT Sell · 28 Nov 2026, 18:30". */
export function TradeSummary({ trade }: { trade: Pick<Trade, 'symbol' | 'side' | 'time'> }) {
  return (
    <span>
      <bdi dir="ltr">{trade.symbol}</bdi> {sideLabel(trade.side)} · {dateTime(trade.time)}
    </span>
  )
}

function TradeNoteCell({
  userChallengeId,
  trade,
  note,
}: {
  userChallengeId: number
  trade: Trade
  note: JournalNote | undefined
}) {
  return (
    <div className="flex items-center gap-1" data-testid={`trade-note-${trade.id}`}>
      <NoteDialog
        target={{ kind: 'trade', userChallengeId, tradeId: trade.id }}
        note={note}
        title={m.journal_trade_note_title()}
        description={<TradeSummary trade={trade} />}
        trigger={
          <Button
            variant="ghost"
            size="icon"
            className={note ? 'text-primary' : 'text-muted-foreground'}
            aria-label={note ? m.journal_edit_note() : m.journal_add_note()}
          >
            {note ? <NotebookPen aria-hidden="true" /> : <StickyNote aria-hidden="true" />}
          </Button>
        }
      />
      {note ? (
        <div className="grid max-w-56 gap-1">
          {note.body ? (
            <bdi className="truncate text-xs" title={note.body}>
              {note.body}
            </bdi>
          ) : null}
          <TagChips tags={note.tags} />
        </div>
      ) : null}
    </div>
  )
}

export function tradeNoteColumn(
  userChallengeId: number,
  notes: Map<number | null, JournalNote>,
): Column<Trade> {
  return {
    key: 'note',
    title: m.journal_col_note(),
    cell: (trade) => (
      <TradeNoteCell userChallengeId={userChallengeId} trade={trade} note={notes.get(trade.id)} />
    ),
  }
}
