import { m } from '~/paraglide/messages'

/**
 * The trader panel's page titles. Loaded by the pages' `head` when a panel
 * page opens (`panelHead`), once a visit, so their texts in both languages
 * stay out of the entry chunk that every page, /signin too, loads
 * (decision 545).
 */
export const panelTitles = {
  attachment: m.page_attachment,
  challengeDetails: m.page_challenge_details,
  challenges: m.page_challenges,
  dashboard: m.page_dashboard,
  demo: m.page_demo,
  newChallenge: m.page_new_challenge,
  newTicket: m.page_new_ticket,
  notifications: m.page_notifications,
  profile: m.page_profile,
  real: m.page_real,
  realWithdraw: m.page_real_withdraw,
  referral: m.page_referral,
  ticket: m.page_ticket,
  tickets: m.page_tickets,
  trade: m.page_trade,
}
