import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'

export function Brand() {
  return (
    <Link to="/dashboard" className="flex items-center gap-2 font-semibold text-lg">
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-primary font-bold text-primary-foreground text-sm"
      >
        P
      </span>
      <span>{m.app_name()}</span>
    </Link>
  )
}
