/** The profile's tabs: the account (details, security, payouts) and the API keys (`?tab=api-keys`). */
import { Link } from '@tanstack/react-router'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'

export type ProfileTab = 'account' | 'api-keys'

export function ProfileTabs({ current }: { current: ProfileTab }) {
  const tabs: Array<[ProfileTab, string]> = [
    ['account', m.profile_tab_account()],
    ['api-keys', m.profile_tab_api_keys()],
  ]
  return (
    <nav aria-label={m.profile_tabs_label()} className="flex gap-1 border-b">
      {tabs.map(([tab, label]) => (
        <Link
          key={tab}
          to="/profile"
          search={tab === 'account' ? {} : { tab }}
          aria-current={current === tab ? 'page' : undefined}
          className={cn(
            '-mb-px border-b-2 px-4 py-2 font-medium text-sm transition-colors',
            current === tab
              ? 'border-primary text-foreground'
              : 'border-transparent text-muted-foreground hover:text-foreground',
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  )
}
