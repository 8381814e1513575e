import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import type { User } from '#contract/user.ts'
import { displayName } from '~/components/layout/display-name'
import { UserAvatar } from '~/components/layout/user-avatar'
import { Button } from '~/components/ui/button'
import { useUserUpdated } from '~/lib/auth/session'
import { firstFieldErrors } from '~/lib/http-error'
import { m } from '~/paraglide/messages'
import { changeAvatar } from '~/server/generated/user.functions'

/** The picture, and a button to upload another (the form goes to the upstream as is). */
export function AvatarCard({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null)
  const userUpdated = useUserUpdated()
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.set('avatar', file)
      return changeAvatar({ data: form })
    },
    onSuccess: (answer) => userUpdated(answer.data),
  })
  const error = upload.isError ? firstFieldErrors(upload.error).avatar : undefined
  return (
    <div className="flex flex-wrap items-center gap-4">
      <UserAvatar user={user} className="size-16 text-2xl" />
      <div className="grid min-w-0 gap-1">
        {displayName(user) === user.email ? null : (
          <p dir="auto" className="truncate font-medium">
            {displayName(user)}
          </p>
        )}
        <p dir="ltr" className="truncate text-start text-muted-foreground text-sm">
          {user.email}
        </p>
        {error ? (
          <p data-testid="error-avatar" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="sr-only"
        aria-label={m.profile_avatar_upload()}
        data-testid="avatar-input"
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file) upload.mutate(file)
          event.target.value = ''
        }}
      />
      <Button
        type="button"
        variant="outline"
        className="ms-auto"
        disabled={upload.isPending}
        aria-busy={upload.isPending || undefined}
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? m.profile_avatar_uploading() : m.profile_avatar_upload()}
      </Button>
    </div>
  )
}
