import { Link } from '@tanstack/react-router'
import { ArrowLeftRight, Menu } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import type { User } from '#contract/user.ts'
import { LanguageSwitcher } from '~/components/layout/language-switcher'
import { ProfileMenu } from '~/components/layout/profile-menu'
import { ThemeToggle } from '~/components/layout/theme-toggle'
import { Button } from '~/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '~/components/ui/sheet'
import { m } from '~/paraglide/messages'

type Role = User['role']

import { StaffNav } from './staff-nav'

function StaffBrand() {
  return (
    <Link to="/staff" className="flex items-center gap-2 font-semibold text-lg">
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-foreground font-bold text-background text-sm"
      >
        S
      </span>
      <span>{m.staff_console()}</span>
    </Link>
  )
}

/** The staff console's own frame: its sections, the way back to the panel, language and theme. */
export function StaffFrame({ role, children }: { role: Role; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <div className="flex min-h-dvh">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2"
      >
        {m.skip_to_content()}
      </a>
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-e bg-sidebar lg:flex">
        <div className="flex h-14 items-center border-b px-5">
          <StaffBrand />
        </div>
        <div className="flex-1 overflow-y-auto">
          <StaffNav role={role} />
        </div>
      </aside>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent closeLabel={m.sidebar_close()}>
          <SheetTitle className="flex h-14 items-center border-b px-5">
            <StaffBrand />
          </SheetTitle>
          <SheetDescription className="sr-only">{m.staff_nav_label()}</SheetDescription>
          <div className="flex-1 overflow-y-auto">
            <StaffNav role={role} onNavigate={() => setOpen(false)} />
          </div>
        </SheetContent>
      </Sheet>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur sm:px-5">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={m.sidebar_open()}
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <Menu aria-hidden="true" />
          </Button>
          <div className="lg:hidden">
            <StaffBrand />
          </div>
          <div className="ms-auto flex items-center gap-1">
            <Button asChild variant="ghost" size="sm">
              <Link to="/dashboard">
                <ArrowLeftRight aria-hidden="true" />
                <span className="max-sm:sr-only">{m.staff_back_to_panel()}</span>
              </Link>
            </Button>
            <LanguageSwitcher />
            <ThemeToggle />
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
