import { useQuery } from '@tanstack/react-query'
import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import { Compass, LogIn, LogOut, UserPlus, UserRound } from 'lucide-react'
import type { ReactElement } from 'react'
import { requestTour } from '~/components/tour/tour-replay'
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
import { displayName } from './display-name'

/** The account menu, loaded on its first opening (profile-menu.tsx). */
export default function ProfileMenuContent({ trigger }: { trigger: ReactElement }) {
  const { data: user } = useQuery(currentUserQuery())
  const here = useLocation({ select: (location) => location.href })
  const pathname = useLocation({ select: (location) => location.pathname })
  const navigate = useNavigate()
  // The terminal has its own tour; from anywhere else the dashboard's.
  const tourAgain = () => {
    if (/^\/trade\/[^/]+\/[^/]+/.test(pathname)) return requestTour('trade')
    requestTour('dashboard')
    if (pathname !== '/dashboard') void navigate({ to: '/dashboard' })
  }
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {user ? (
          <>
            <DropdownMenuLabel className="grid gap-0.5">
              <span dir="auto" className="truncate">
                {displayName(user)}
              </span>
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
            <DropdownMenuItem onSelect={tourAgain}>
              <Compass aria-hidden="true" />
              {m.menu_tour_again()}
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
