/** The /v1 contract: every call, grouped by resource. */
import { analyticsEndpoints } from './analytics.ts'
import { apiKeyEndpoints } from './api-keys.ts'
import { authEndpoints } from './auth.ts'
import { broadcastingEndpoints } from './broadcasting.ts'
import { certificateEndpoints } from './certificates.ts'
import { challengeEndpoints } from './challenges.ts'
import { coinPairEndpoints } from './coin-pairs.ts'
import type { Endpoint } from './endpoint.ts'
import { identityEndpoints } from './identity.ts'
import { journalEndpoints } from './journal.ts'
import { killSwitchEndpoints } from './kill-switches.ts'
import { notificationEndpoints } from './notifications.ts'
import { paymentEndpoints } from './payments.ts'
import { payoutEndpoints } from './payouts.ts'
import { realEndpoints } from './real.ts'
import { referralEndpoints } from './referrals.ts'
import { riskDeskEndpoints } from './risk-desk.ts'
import { securityEndpoints } from './security.ts'
import { staffEndpoints } from './staff.ts'
import { staffAccountEndpoints } from './staff-accounts.ts'
import { staffFlagEndpoints } from './staff-flags.ts'
import { staffMarketEndpoints } from './staff-market.ts'
import { staffPaymentEndpoints } from './staff-payments.ts'
import { staffTicketEndpoints } from './staff-tickets.ts'
import { ticketEndpoints } from './tickets.ts'
import { tradeEndpoints } from './trade.ts'
import { tradingApiEndpoints } from './trading-api.ts'
import { userEndpoints } from './user.ts'
import { userChallengeEndpoints } from './user-challenges.ts'

export const api = {
  auth: authEndpoints,
  user: userEndpoints,
  challenges: challengeEndpoints,
  payments: paymentEndpoints,
  userChallenges: userChallengeEndpoints,
  analytics: analyticsEndpoints,
  journal: journalEndpoints,
  coinPairs: coinPairEndpoints,
  trade: tradeEndpoints,
  real: realEndpoints,
  referrals: referralEndpoints,
  tickets: ticketEndpoints,
  notifications: notificationEndpoints,
  broadcasting: broadcastingEndpoints,
  staffTickets: staffTicketEndpoints,
  staffPayments: staffPaymentEndpoints,
  staffAccounts: staffAccountEndpoints,
  staff: staffEndpoints,
  staffMarket: staffMarketEndpoints,
  staffFlags: staffFlagEndpoints,
  security: securityEndpoints,
  payouts: payoutEndpoints,
  identity: identityEndpoints,
  apiKeys: apiKeyEndpoints,
  tradingApi: tradingApiEndpoints,
  certificates: certificateEndpoints,
  killSwitches: killSwitchEndpoints,
  riskDesk: riskDeskEndpoints,
} as const

/** Every endpoint of the contract, flat, for OpenAPI and for checks. */
export function allEndpoints(): Array<{ group: string; name: string; endpoint: Endpoint }> {
  return Object.entries(api).flatMap(([group, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => ({
      group,
      name,
      endpoint: endpoint as Endpoint,
    })),
  )
}
