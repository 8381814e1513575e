import { m } from '~/paraglide/messages'

/**
 * The staff console's page titles. Loaded by the pages' `head` when a staff
 * page opens (`staffHead`), so their texts in both languages stay out of the
 * entry chunk that every page, /signin too, loads (decision 545).
 */
export const staffTitles = {
  console: m.staff_console,
  account: m.staff_account_title,
  accountRequests: m.staff_nav_account_requests,
  audit: m.staff_nav_audit,
  catalogue: m.staff_nav_catalogue,
  coupons: m.staff_nav_coupons,
  flags: m.staff_nav_flags,
  review: m.review_link,
  market: m.staff_nav_market,
  risk: m.staff_nav_risk,
  payments: m.staff_nav_payments,
  realWithdrawals: m.staff_nav_real_withdrawals,
  referralWithdrawals: m.staff_nav_referral_withdrawals,
  tickets: m.staff_nav_tickets,
  users: m.staff_nav_users,
}
