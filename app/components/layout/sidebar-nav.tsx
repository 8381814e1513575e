import { Link } from '@tanstack/react-router'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'
import { navItems } from './nav-items'

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label={m.nav_main_label()} className="flex flex-col gap-0.5 p-3">
      {navItems.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          onClick={onNavigate}
          activeOptions={{ exact: item.exact ?? false }}
          className={cn(
            'flex items-center gap-3 rounded-md px-3 py-2 font-medium text-sidebar-foreground text-sm transition-colors hover:bg-accent hover:text-accent-foreground',
            'data-[status=active]:bg-primary/10 data-[status=active]:text-primary',
          )}
        >
          <item.icon aria-hidden="true" className="size-4 shrink-0" />
          <span>{item.label()}</span>
        </Link>
      ))}
    </nav>
  )
}
