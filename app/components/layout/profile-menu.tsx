import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { CircleUserRound, LogIn, LogOut, UserPlus, UserRound } from 'lucide-react'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { currentUserQuery } from '~/lib/queries/user'
import { m } from '~/paraglide/messages'
import { UserAvatar } from './user-avatar'

/** The top bar's account menu: sign in and sign up for visitors, profile and exit for users. */
export function ProfileMenu() {
  const { data: user } = useQuery(currentUserQuery())
  const here = useLocation({ select: (location) => location.href })
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={m.menu_account()}
          data-testid="profile-menu"
          data-signed-in={user ? 'true' : 'false'}
        >
          {user ? (
            <UserAvatar user={user} className="size-7" />
          ) : (
            <CircleUserRound aria-hidden="true" className="size-5" />
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {user ? (
          <>
            <DropdownMenuLabel className="grid gap-0.5">
              <span className="truncate">{displayName(user)}</span>
              <span
                dir="ltr"
                className="truncate text-start font-normal text-muted-foreground text-xs"
              >
                {user.email}
              </span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/profile">
                <UserRound aria-hidden="true" />
                {m.menu_profile()}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/signout">
                <LogOut aria-hidden="true" />
                {m.menu_exit()}
              </Link>
            </DropdownMenuItem>
          </>
        ) : (
          <>
            <DropdownMenuItem asChild>
              <Link to="/signin" search={{ returnURL: here }}>
                <LogIn aria-hidden="true" />
                {m.menu_signin()}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link to="/signup" search={{ returnURL: here }}>
                <UserPlus aria-hidden="true" />
                {m.menu_signup()}
              </Link>
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

export function displayName(user: {
  name: string | null
  firstName: string | null
  lastName: string | null
  email: string
}): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ')
  return user.name || full || user.email
}
