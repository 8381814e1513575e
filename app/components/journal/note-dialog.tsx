/**
 * Writing a trade's or a day's note and its tags (PUT: created or
 * replaced), or deleting it. The answer's "Note saved" is toasted by the
 * response handling (spec §8); a refusal's field errors stay in the dialog.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import type { JournalNote } from '#contract/journal.ts'
import { NOTE_MAX } from '#contract/journal-tags.ts'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { useServerErrors } from '~/lib/forms/server-errors'
import { journalKeys } from '~/lib/queries/journal'
import { m } from '~/paraglide/messages'
import { deleteJournalNote, saveDayNote, saveTradeNote } from '~/server/generated/journal.functions'
import { asTag, TagInput } from './tag-input'

export type NoteTarget =
  | { kind: 'trade'; userChallengeId: number; tradeId: number }
  | { kind: 'day'; userChallengeId: number; stepId: number; date: string }

function save(target: NoteTarget, body: { body: string; tags: string[] }) {
  if (target.kind === 'trade') {
    const { userChallengeId, tradeId } = target
    return saveTradeNote({ data: { params: { userChallengeId, tradeId }, body } })
  }
  const { userChallengeId, stepId, date } = target
  return saveDayNote({ data: { params: { userChallengeId, stepId, date }, body } })
}

export function NoteDialog({
  target,
  note,
  title,
  description,
  trigger,
}: {
  target: NoteTarget
  note: JournalNote | undefined
  title: string
  description?: ReactNode
  trigger: ReactNode
}) {
  const queryClient = useQueryClient()
  const bodyId = useId()
  const server = useServerErrors()
  const [open, setOpen] = useState(false)
  const [body, setBody] = useState('')
  const [tags, setTags] = useState<string[]>([])
  const [pending, setPending] = useState('')
  const [error, setError] = useState<string | null>(null)
  const done = async () => {
    setOpen(false)
    await queryClient.invalidateQueries({ queryKey: journalKeys.account(target.userChallengeId) })
  }
  const write = useMutation({
    mutationFn: (text: { body: string; tags: string[] }) => save(target, text),
    onSuccess: done,
    onError: (e) => server.take(e),
  })
  const remove = useMutation({
    mutationFn: (noteId: number) =>
      deleteJournalNote({ data: { params: { userChallengeId: target.userChallengeId, noteId } } }),
    onSuccess: done,
  })
  const submit = () => {
    let all = tags
    if (pending.trim() !== '') {
      const typed = asTag(pending)
      if ('error' in typed) return setError(typed.error)
      all = tags.includes(typed.tag) ? tags : [...tags, typed.tag]
    }
    if (body.trim() === '' && all.length === 0) return setError(m.journal_note_required())
    write.mutate({ body: body.trim(), tags: all })
  }
  const bodyError = error ?? server.of('body')
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setBody(note?.body ?? '')
          setTags(note?.tags ?? [])
          setPending('')
          setError(null)
          server.take(null)
        }
        setOpen(next)
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={m.money_dialog_close()} data-testid="note-dialog">
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <div className="grid gap-1.5">
            <label htmlFor={bodyId} className="font-medium text-sm">
              {m.journal_note_label()}
            </label>
            <textarea
              id={bodyId}
              dir="auto"
              className="min-h-28 rounded-md border bg-background p-2 text-sm"
              value={body}
              maxLength={NOTE_MAX}
              aria-invalid={bodyError ? true : undefined}
              aria-describedby={bodyError ? `${bodyId}-error` : undefined}
              onChange={(event) => {
                setBody(event.target.value)
                setError(null)
                server.clear('body')
              }}
            />
            {bodyError ? (
              <p id={`${bodyId}-error`} className="text-destructive text-sm">
                {bodyError}
              </p>
            ) : null}
          </div>
          <TagInput
            tags={tags}
            onChange={(next) => {
              setTags(next)
              setError(null)
            }}
            pending={pending}
            onPending={setPending}
            error={server.of('tags') ?? server.of('tags.0')}
          />
          <DialogFooter>
            {note ? (
              <Button
                type="button"
                variant="ghost"
                className="me-auto text-destructive"
                disabled={remove.isPending}
                onClick={() => remove.mutate(note.id)}
              >
                {m.journal_delete()}
              </Button>
            ) : null}
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {m.challenges_cancel()}
            </Button>
            <Button type="submit" disabled={write.isPending}>
              {m.challenges_save()}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
