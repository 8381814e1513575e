/** Values the console shows as words in the page's language (roles, account types). */
import { m } from '~/paraglide/messages'

const roles: Record<string, () => string> = {
  trader: m.staff_role_trader,
  support: m.staff_role_support,
  admin: m.staff_role_admin,
}

const accountTypes: Record<string, () => string> = {
  challenge: m.trade_account_challenge,
  demo: m.trade_account_demo,
  real: m.trade_account_real,
}

export const roleText = (role: string): string => roles[role]?.() ?? role
export const accountTypeText = (type: string): string => accountTypes[type]?.() ?? type
