import {
  ArrowDownToLine,
  Bell,
  CandlestickChart,
  FlaskConical,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  PlusCircle,
  Trophy,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react'
import { m } from '~/paraglide/messages'

export interface NavItem {
  to:
    | '/dashboard'
    | '/challenges/new'
    | '/challenges'
    | '/challenges/demo'
    | '/challenges/real'
    | '/challenges/real/withdraw'
    | '/trade'
    | '/referral'
    | '/tickets'
    | '/profile'
    | '/notifications'
  label: () => string
  icon: LucideIcon
  /** Highlight only on the exact path (a parent of other items). */
  exact?: boolean
}

/** The sidebar of spec §2, in its order. */
export const navItems: readonly NavItem[] = [
  { to: '/dashboard', label: m.nav_dashboard, icon: LayoutDashboard },
  { to: '/challenges/new', label: m.nav_new_challenge, icon: PlusCircle },
  { to: '/challenges', label: m.nav_my_challenges, icon: Trophy, exact: true },
  { to: '/challenges/demo', label: m.nav_demo_trade, icon: FlaskConical },
  { to: '/challenges/real', label: m.nav_real_trade, icon: Wallet, exact: true },
  { to: '/challenges/real/withdraw', label: m.nav_withdraw_profit, icon: ArrowDownToLine },
  { to: '/trade', label: m.nav_trade_market, icon: CandlestickChart },
  { to: '/referral', label: m.nav_referral, icon: Users },
  { to: '/tickets', label: m.nav_tickets, icon: LifeBuoy },
  { to: '/profile', label: m.nav_profile, icon: UserRound },
  { to: '/notifications', label: m.nav_notifications, icon: Bell },
]
