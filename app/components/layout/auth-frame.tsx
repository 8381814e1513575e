import type { ReactNode } from 'react'
import { PublicHeader } from './public-frame'

/** The frame of the sign-in family of screens: no sidebar, a centred card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader bordered={false} />
      <main id="content" className="flex flex-1 items-start justify-center px-4 py-8 sm:py-16">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  )
}
