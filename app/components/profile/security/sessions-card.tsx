import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Button } from '~/components/ui/button'
import { formatDateTime } from '~/lib/money-format'
import { securityKeys, sessionsQuery } from '~/lib/queries/security'
import { m } from '~/paraglide/messages'
import { endOtherSessions, endSession } from '~/server/generated/security.functions'

/**
 * Where the account is signed in (docs/decisions/392): device, address,
 * since, last seen; sign out one, or every one but this.
 */
export function SessionsCard() {
  const queryClient = useQueryClient()
  const { data: sessions } = useSuspenseQuery(sessionsQuery())
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() })
  const endOne = useMutation({
    mutationFn: (id: string) => endSession({ data: { params: { id } } }),
    onSettled: refresh,
  })
  const endOthers = useMutation({
    mutationFn: () => endOtherSessions(),
    onSettled: refresh,
  })
  const others = sessions.filter((session) => !session.current)

  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label={m.sessions_title()}>
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
            data-testid="session-row"
            data-current={session.current}
          >
            <div className="grid gap-0.5 text-sm">
              <span className="font-medium">
                <bdi dir="ltr">{session.device}</bdi>
                {session.current ? (
                  <span className="ms-2 rounded bg-primary/10 px-1.5 py-0.5 text-primary text-xs">
                    {m.sessions_this_one()}
                  </span>
                ) : null}
              </span>
              <span className="text-muted-foreground">
                {m.sessions_ip()} <bdi dir="ltr">{session.ip ?? '—'}</bdi>
              </span>
              <span className="text-muted-foreground">
                {m.sessions_since({ date: formatDateTime(session.created_at) })} ·{' '}
                {m.sessions_last_seen({ date: formatDateTime(session.last_seen_at) })}
              </span>
            </div>
            {session.current ? null : (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={endOne.isPending}
                onClick={() => endOne.mutate(session.id)}
              >
                {m.sessions_sign_out()}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Button
          type="button"
          variant="destructive"
          className="justify-self-start"
          disabled={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          {m.sessions_sign_out_others()}
        </Button>
      ) : null}
    </div>
  )
}
