import { useQuery } from '@tanstack/react-query'
import { CircleUserRound } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { lazyOverlay, OnFirstOpen } from '~/components/ui/lazy-overlay'
import { currentUserQuery } from '~/lib/queries/user'
import { m } from '~/paraglide/messages'
import { UserAvatar } from './user-avatar'

const menu = lazyOverlay(() => import('./profile-menu-content'))

/**
 * The top bar's account menu: sign in and sign up for visitors, profile and
 * exit for users. The menu (profile-menu-content.tsx) loads on the first opening.
 */
export function ProfileMenu() {
  const { data: user } = useQuery(currentUserQuery())
  return (
    <OnFirstOpen
      popup="menu"
      preload={menu.preload}
      trigger={
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
      }
      overlay={(trigger) => <menu.Overlay trigger={trigger} />}
    />
  )
}
