import { Link } from '@tanstack/react-router'
import { formatDateTime } from '~/lib/money-format'

/**
 * A user in a staff table: e-mail (and name), linking to the lookup. The e-mail wraps
 * anywhere: on a phone its column is narrower (8 rem, 10 rem from 640 px), so a queue's pinned
 * Actions column lies beside it, not over its start (issue 32, 390 px).
 */
export function UserRef({ user }: { user: { id: number; email: string; name: string | null } }) {
  return (
    <Link
      to="/staff/users/$userId"
      params={{ userId: user.id }}
      className="grid min-w-32 whitespace-normal sm:min-w-40 break-all text-primary underline-offset-4 hover:underline"
    >
      <bdi dir="ltr">{user.email}</bdi>
      {user.name ? (
        <span dir="auto" className="text-muted-foreground text-xs">
          {user.name}
        </span>
      ) : null}
    </Link>
  )
}

/** An account's title linking to its evaluation and trading history (staff read it before deciding). */
export function AccountRef({ id, title }: { id: number; title: string }) {
  return (
    <Link
      to="/staff/accounts/$userChallengeId"
      params={{ userChallengeId: id }}
      className="text-primary underline-offset-4 hover:underline"
      data-testid={`account-link-${id}`}
    >
      <span dir="auto">{title}</span>
    </Link>
  )
}

/** Who decided and when, or a dash while it waits. */
export function Decided({ by, at }: { by: { email: string } | null; at: string | null }) {
  if (!at) return <>—</>
  return (
    <span className="grid">
      <span>{formatDateTime(at)}</span>
      {by ? (
        <bdi dir="ltr" className="text-muted-foreground text-xs">
          {by.email}
        </bdi>
      ) : null}
    </span>
  )
}
