import type { FormEvent, ReactNode } from 'react'
import { cn } from '~/lib/utils'

/** A form that leaves validation to TanStack Form (no browser bubbles). */
export function Form({
  onSubmit,
  children,
  className,
  label,
}: {
  onSubmit: () => void
  children: ReactNode
  className?: string
  label?: string
}) {
  return (
    <form
      noValidate
      aria-label={label}
      className={cn('grid gap-4', className)}
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        event.stopPropagation()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}
