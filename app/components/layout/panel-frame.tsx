import { useQuery } from '@tanstack/react-query'
import { Menu } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { NotificationBell } from '~/components/notifications/notification-bell'
import { Button } from '~/components/ui/button'
import { lazyOverlay, WhenOpen } from '~/components/ui/lazy-overlay'
import { currentUserQuery } from '~/lib/queries/user'
import { m } from '~/paraglide/messages'
import { Brand } from './brand'
import { LanguageSwitcher } from './language-switcher'
import { ProfileMenu } from './profile-menu'
import { SidebarNav } from './sidebar-nav'
import { ThemeToggle } from './theme-toggle'

const sheet = lazyOverlay(() => import('./sidebar-sheet'))

/** The frame of every panel screen: sidebar, top bar, content. */
export function PanelFrame({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const { data: user } = useQuery(currentUserQuery())
  return (
    <div className="flex min-h-dvh">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2"
      >
        {m.skip_to_content()}
      </a>
      <aside
        data-testid="sidebar"
        className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-e bg-sidebar lg:flex"
      >
        <div className="flex h-14 items-center border-b px-5">
          <Brand />
        </div>
        <div className="flex-1 overflow-y-auto">
          <SidebarNav />
        </div>
      </aside>
      <WhenOpen open={open}>
        <sheet.Overlay open={open} setOpen={setOpen} />
      </WhenOpen>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur sm:px-5">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={m.sidebar_open()}
            aria-expanded={open}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
            onPointerEnter={sheet.preload}
            onFocus={sheet.preload}
          >
            <Menu aria-hidden="true" />
          </Button>
          <div className="lg:hidden">
            <Brand />
          </div>
          <div className="ms-auto flex items-center gap-1">
            <LanguageSwitcher />
            <ThemeToggle />
            {user ? <NotificationBell /> : null}
            <ProfileMenu />
          </div>
        </header>
        <main id="content" className="flex-1 p-4 sm:p-6">
          {children}
        </main>
      </div>
    </div>
  )
}
