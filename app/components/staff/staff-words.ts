/** Values the console shows as words in the page's language (roles, account types). */
import { m } from '~/paraglide/messages'

const roles: Record<string, () => string> = {
  trader: m.staff_role_trader,
  support: m.staff_role_support,
  risk: m.staff_role_risk,
  admin: m.staff_role_admin,
}

const accountTypes: Record<string, () => string> = {
  challenge: m.trade_account_challenge,
  demo: m.trade_account_demo,
  real: m.trade_account_real,
}

export const roleText = (role: string): string => roles[role]?.() ?? role
export const accountTypeText = (type: string): string => accountTypes[type]?.() ?? type

/**
 * The actions column of a wide table: kept at the visible end while the
 * rest scrolls, so every row's buttons are reachable without scrolling
 * sideways (issue 25: Pay sat at x = 1 659 in a 1 366 px window).
 */
export const STICKY_ACTIONS = 'sticky end-0 z-10 bg-card'
