import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import {
  Activity,
  ArrowDownToLine,
  BadgePercent,
  CreditCard,
  FileClock,
  Flag,
  LifeBuoy,
  type LucideIcon,
  Search,
  ShieldAlert,
  ShoppingBag,
  UserCheck,
  Users,
} from 'lucide-react'
import type { StaffCounts } from '#contract/staff-tickets.ts'
import type { User } from '#contract/user.ts'
import { formatNumber } from '~/lib/format'
import { staffCountsQuery } from '~/lib/queries/staff-tickets'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'

type Role = User['role']

interface StaffNavItem {
  to:
    | '/staff/real-withdrawals'
    | '/staff/referral-withdrawals'
    | '/staff/account-requests'
    | '/staff/tickets'
    | '/staff/users'
    | '/staff/coupons'
    | '/staff/catalogue'
    | '/staff/payments'
    | '/staff/audit'
    | '/staff/market'
    | '/staff/flags'
    | '/staff/risk'
  label: () => string
  icon: LucideIcon
  adminOnly?: boolean
  /** The risk desk: the risk role's and the admin's (decision 580). */
  riskOnly?: boolean
  /** What waits in this queue (the side menu's count). */
  count?: keyof StaffCounts
}

const items: readonly StaffNavItem[] = [
  {
    to: '/staff/real-withdrawals',
    label: m.staff_nav_real_withdrawals,
    icon: ArrowDownToLine,
    count: 'real_withdraws_pending',
  },
  {
    to: '/staff/referral-withdrawals',
    label: m.staff_nav_referral_withdrawals,
    icon: Users,
    count: 'referral_withdraws_pending',
  },
  {
    to: '/staff/account-requests',
    label: m.staff_nav_account_requests,
    icon: UserCheck,
    count: 'account_requests_pending',
  },
  { to: '/staff/tickets', label: m.staff_nav_tickets, icon: LifeBuoy, count: 'tickets_open' },
  { to: '/staff/users', label: m.staff_nav_users, icon: Search },
  { to: '/staff/coupons', label: m.staff_nav_coupons, icon: BadgePercent, adminOnly: true },
  { to: '/staff/catalogue', label: m.staff_nav_catalogue, icon: ShoppingBag, adminOnly: true },
  { to: '/staff/payments', label: m.staff_nav_payments, icon: CreditCard },
  { to: '/staff/audit', label: m.staff_nav_audit, icon: FileClock },
  { to: '/staff/market', label: m.staff_nav_market, icon: Activity },
  { to: '/staff/flags', label: m.staff_nav_flags, icon: Flag, riskOnly: true },
  { to: '/staff/risk', label: m.staff_nav_risk, icon: ShieldAlert, riskOnly: true },
]

/** The staff console's sections; coupons and the catalogue only for admins, the risk desk for risk and admins. */
export function StaffNav({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const counts = useQuery(staffCountsQuery()).data?.data
  return (
    <nav aria-label={m.staff_nav_label()} className="flex flex-col gap-0.5 p-3">
      {items
        .filter((item) => !item.adminOnly || role === 'admin')
        .filter((item) => !item.riskOnly || role === 'admin' || role === 'risk')
        .map((item) => (
          <Link
            key={item.to}
            to={item.to}
            onClick={onNavigate}
            className={cn(
              'flex items-center gap-3 rounded-md px-3 py-2 font-medium text-sidebar-foreground text-sm transition-colors hover:bg-accent hover:text-accent-foreground',
              'data-[status=active]:bg-primary/10 data-[status=active]:text-primary',
            )}
          >
            <item.icon aria-hidden="true" className="size-4 shrink-0" />
            <span className="flex-1">{item.label()}</span>
            {item.count && counts && counts[item.count] > 0 ? (
              <span className="rounded-full bg-primary px-2 py-0.5 text-primary-foreground text-xs tabular-nums">
                <span aria-hidden="true" data-testid="staff-queue-count">
                  {formatNumber(counts[item.count])}
                </span>
                <span className="sr-only">
                  {m.staff_waiting({ count: formatNumber(counts[item.count]) })}
                </span>
              </span>
            ) : null}
          </Link>
        ))}
    </nav>
  )
}
