import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/utils'

/** The submit button of a form: busy while its call runs. */
export function SubmitButton({
  busy,
  children,
  className,
  variant,
}: {
  busy: boolean
  children: ReactNode
  className?: string
  variant?: 'default' | 'outline' | 'secondary'
}) {
  return (
    <Button
      type="submit"
      variant={variant}
      disabled={busy}
      aria-busy={busy || undefined}
      className={cn('w-full', className)}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
        />
      ) : null}
      {children}
    </Button>
  )
}
