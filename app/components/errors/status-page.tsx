import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'

/** A full-page status message with a way back to the dashboard. */
export function StatusPage({
  code,
  title,
  body,
  illustration,
  reference,
  details,
  children,
}: {
  code?: string
  title: string
  body: ReactNode
  illustration?: ReactNode
  /** A request id to quote to support. */
  reference?: string | undefined
  /** Below the text, above the buttons (the payment pages' order). */
  details?: ReactNode
  children?: ReactNode
}) {
  return (
    <main
      id="content"
      className="flex min-h-[70dvh] flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      {illustration}
      {code ? (
        <p aria-hidden="true" className="font-bold text-6xl text-primary tabular">
          {code}
        </p>
      ) : null}
      <h1 className="font-semibold text-2xl">{title}</h1>
      <p className="max-w-md text-muted-foreground">{body}</p>
      {reference ? (
        <p className="text-muted-foreground text-sm">
          {m.error_reference()} <bdi className="font-mono">{reference}</bdi>
        </p>
      ) : null}
      {details}
      <div className="mt-2 flex flex-wrap items-center justify-center gap-2">
        {children}
        <Button asChild>
          <Link to="/dashboard">{m.go_to_dashboard()}</Link>
        </Button>
      </div>
    </main>
  )
}
