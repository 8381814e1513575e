import type { ReactNode } from 'react'
import { Brand } from './brand'
import { LanguageSwitcher } from './language-switcher'
import { ThemeToggle } from './theme-toggle'

/** The bar of the pages outside the panel: the brand, then the language and the theme. */
export function PublicHeader({ bordered = true }: { bordered?: boolean }) {
  return (
    <header className={`flex h-14 items-center gap-2 px-4 sm:px-6${bordered ? ' border-b' : ''}`}>
      <Brand />
      <div className="ms-auto flex items-center gap-1">
        <LanguageSwitcher />
        <ThemeToggle />
      </div>
    </header>
  )
}

/**
 * A page outside the panel (the rules, the API documentation): the bar and
 * one centred column; `column` sets its width and spacing (literal classes,
 * e.g. "max-w-3xl gap-8").
 */
export function PublicFrame({ column, children }: { column: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="content" className={`mx-auto grid w-full px-4 py-8 sm:py-12 ${column}`}>
        {children}
      </main>
    </div>
  )
}
