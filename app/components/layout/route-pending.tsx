import { Spinner } from '~/components/ui/spinner'
import { m } from '~/paraglide/messages'

/** Shown while a lazily loaded route's code or data arrives. */
export function RoutePending() {
  return (
    <div
      data-testid="route-pending"
      className="flex min-h-[40dvh] items-center justify-center text-muted-foreground"
    >
      <Spinner label={m.loading()} />
    </div>
  )
}
