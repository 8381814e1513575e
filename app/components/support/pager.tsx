import { Link } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { PaginationMeta } from '#contract/common.ts'
import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'
import { formatCount } from './format'

/** Previous / next links of a paginated list (?page=); nothing when it fits on one page. */
export function Pager({ meta, to }: { meta: PaginationMeta; to: '/tickets' | '/notifications' }) {
  if (meta.last_page <= 1) return null
  const page = meta.current_page
  const link = (disabled: boolean) =>
    cn(
      buttonVariants({ variant: 'outline', size: 'sm' }),
      disabled && 'pointer-events-none opacity-50',
    )
  return (
    <nav
      aria-label={m.support_pagination()}
      className="flex items-center justify-between gap-3 pt-4"
    >
      <Link
        to={to}
        search={{ page: page - 1 }}
        className={link(page <= 1)}
        aria-disabled={page <= 1 || undefined}
        tabIndex={page <= 1 ? -1 : undefined}
      >
        <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
        {m.support_previous()}
      </Link>
      <span className="text-muted-foreground text-sm">
        {m.support_page_of({ page: formatCount(page), pages: formatCount(meta.last_page) })}
      </span>
      <Link
        to={to}
        search={{ page: page + 1 }}
        className={link(page >= meta.last_page)}
        aria-disabled={page >= meta.last_page || undefined}
        tabIndex={page >= meta.last_page ? -1 : undefined}
      >
        {m.support_next()}
        <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
      </Link>
    </nav>
  )
}
