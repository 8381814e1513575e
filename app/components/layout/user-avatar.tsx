import { cn } from '~/lib/utils'

/** The user's picture, or the first letter of their name or e-mail. */
export function UserAvatar({
  user,
  className,
}: {
  user: { avatar: string | null; name: string | null; firstName: string | null; email: string }
  className?: string
}) {
  const initial = (user.name || user.firstName || user.email).trim().charAt(0).toUpperCase()
  return (
    <span
      className={cn(
        'inline-grid size-8 shrink-0 place-items-center overflow-hidden rounded-full bg-primary/15 font-semibold text-primary text-sm',
        className,
      )}
    >
      {user.avatar ? (
        <img src={user.avatar} alt="" className="size-full object-cover" />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </span>
  )
}
