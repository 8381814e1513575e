/** The challenge's title, editable in place (changeTitle). */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { firstFieldErrors } from '~/lib/http-error'
import { userChallengeKeys } from '~/lib/queries/user-challenges'
import { m } from '~/paraglide/messages'
import { changeUserChallengeTitle } from '~/server/generated/user-challenges.functions'

export function TitleEditor({ id, title }: { id: number; title: string }) {
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(title)
  const [error, setError] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: (value: string) =>
      changeUserChallengeTitle({
        data: { params: { userChallengeId: id }, body: { title: value } },
      }),
    onSuccess: async () => {
      setEditing(false)
      await queryClient.invalidateQueries({ queryKey: userChallengeKeys.all })
    },
    onError: (e) => setError(firstFieldErrors(e).title ?? null),
  })
  if (!editing)
    return (
      <div className="flex items-center gap-2">
        <h1 dir="auto" className="font-semibold text-2xl tracking-tight">
          {title}
        </h1>
        <Button
          variant="ghost"
          size="icon"
          aria-label={m.challenges_edit_title()}
          onClick={() => {
            setText(title)
            setError(null)
            setEditing(true)
          }}
        >
          <Pencil aria-hidden="true" />
        </Button>
      </div>
    )
  return (
    <form
      className="grid gap-1"
      onSubmit={(event) => {
        event.preventDefault()
        if (text.trim() === '') setError(m.challenges_title_required())
        else save.mutate(text.trim())
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="challenge-title" className="sr-only">
          {m.challenges_col_title()}
        </label>
        <Input
          id="challenge-title"
          dir="auto"
          value={text}
          maxLength={60}
          autoFocus
          className="w-72"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'challenge-title-error' : undefined}
          onChange={(event) => {
            setText(event.target.value)
            setError(null)
          }}
        />
        <Button type="submit" disabled={save.isPending}>
          {m.challenges_save()}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
          {m.challenges_cancel()}
        </Button>
      </div>
      {error ? (
        <p id="challenge-title-error" role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </form>
  )
}
