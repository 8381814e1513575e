import type { ReactNode } from 'react'
import { Brand } from './brand'
import { LanguageSwitcher } from './language-switcher'
import { ThemeToggle } from './theme-toggle'

/** The frame of the sign-in family of screens: no sidebar, a centred card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-14 items-center gap-2 px-4 sm:px-6">
        <Brand />
        <div className="ms-auto flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </header>
      <main id="content" className="flex flex-1 items-start justify-center px-4 py-8 sm:py-16">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  )
}
