import { Link } from '@tanstack/react-router'
import { cn } from '~/lib/utils'

/** The status filter of a queue, as links (the status lives in the URL). */
export function StatusTabs<S extends string>({
  statuses,
  current,
  label,
  text,
}: {
  statuses: readonly S[]
  current: S
  label: string
  text: (status: S) => string
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
      {statuses.map((status) => (
        <Link
          key={status}
          to="."
          // The queue's own route validates it; `.` keeps the tab on that route.
          search={{ status: status as never }}
          aria-current={status === current ? 'page' : undefined}
          className={cn(
            'rounded-md px-3 py-1.5 font-medium text-muted-foreground text-sm',
            status === current && 'bg-background text-foreground shadow-xs',
          )}
        >
          {text(status)}
        </Link>
      ))}
    </nav>
  )
}
