/**
 * Every route of the engine, by resource. A feature adds its registrar here.
 * Order matters where paths overlap: static segments before parameters.
 */
import type { Hono } from 'hono'
import { servesDevProvider } from '../../accounts/oauth/provider.ts'
import type { EngineContext } from '../../context.ts'
import type { AppEnv } from '../env.ts'
import { registerApiKeyRoutes } from './api-keys.ts'
import { registerAuthRoutes } from './auth.ts'
import { registerBroadcastingRoutes } from './broadcasting.ts'
import { registerCertificateRoutes } from './certificates.ts'
import { registerChallengeRoutes } from './challenges.ts'
import { registerCoinPairRoutes } from './coin-pairs.ts'
import { registerDemoRoutes } from './demo.ts'
import { registerDevRoutes } from './dev.ts'
import { registerDevOAuthRoutes } from './dev-oauth.ts'
import { registerExportRoutes } from './exports.ts'
import { registerFileRoutes } from './files.ts'
import { registerIdentityRoutes } from './identity.ts'
import { registerJournalRoutes } from './journal.ts'
import { registerKillSwitchRoutes } from './kill-switches.ts'
import { registerMarketTestRoutes } from './market-test.ts'
import { registerNotificationRoutes } from './notifications.ts'
import { registerOAuthRoutes } from './oauth.ts'
import { registerPaymentCallbackRoutes } from './payment-callbacks.ts'
import { registerPaymentRoutes } from './payments.ts'
import { registerPayoutRoutes } from './payouts.ts'
import { registerRealRoutes } from './real.ts'
import { registerReferralRoutes } from './referrals.ts'
import { registerSandboxRoutes } from './sandbox.ts'
import { registerSecurityRoutes } from './security.ts'
import { registerStaffAccountRequestRoutes } from './staff-account-requests.ts'
import { registerStaffAccountRoutes } from './staff-accounts.ts'
import { registerStaffAdminRoutes } from './staff-admin.ts'
import { registerStaffFlagRoutes } from './staff-flags.ts'
import { registerStaffMarketRoutes } from './staff-market.ts'
import { registerStaffPaymentRoutes } from './staff-payments.ts'
import { registerStaffRealRoutes } from './staff-real.ts'
import { registerStaffReferralRoutes } from './staff-referrals.ts'
import { registerStaffTestRoutes } from './staff-test.ts'
import { registerStaffTicketRoutes } from './staff-tickets.ts'
import { registerStaffUserRoutes } from './staff-users.ts'
import { registerSystemRoutes } from './system.ts'
import { registerTicketFileRoutes } from './ticket-files.ts'
import { registerTicketRoutes } from './tickets.ts'
import { registerTradeOrderRoutes } from './trade-orders.ts'
import { registerTradeReadRoutes } from './trade-reads.ts'
import { registerTradingApiRoutes } from './trading-api.ts'
import { registerTradingViewRoutes } from './tradingview.ts'
import { registerUserRoutes } from './user.ts'
import { registerUserChallengeRoutes } from './user-challenges.ts'

export function registerRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  registerSystemRoutes(app, ctx)
  registerChallengeRoutes(app, ctx)
  registerPaymentRoutes(app, ctx)
  registerPaymentCallbackRoutes(app, ctx)
  registerSandboxRoutes(app, ctx)
  // POST /v1/userChallenges/createDemo before the {userChallengeId} paths.
  registerDemoRoutes(app, ctx)
  registerUserChallengeRoutes(app, ctx)
  registerJournalRoutes(app, ctx)
  registerExportRoutes(app, ctx)
  if (ctx.config.NODE_ENV !== 'production') registerDevRoutes(app, ctx)
  registerAuthRoutes(app, ctx)
  registerOAuthRoutes(app, ctx)
  if (servesDevProvider(ctx.config)) registerDevOAuthRoutes(app, ctx)
  registerUserRoutes(app, ctx)
  registerSecurityRoutes(app, ctx)
  registerPayoutRoutes(app, ctx)
  registerIdentityRoutes(app, ctx)
  registerFileRoutes(app, ctx)
  registerTicketRoutes(app, ctx)
  registerStaffTicketRoutes(app, ctx)
  registerTicketFileRoutes(app, ctx)
  registerNotificationRoutes(app, ctx)
  registerBroadcastingRoutes(app, ctx)
  registerCoinPairRoutes(app, ctx)
  registerTradeReadRoutes(app, ctx)
  registerTradeOrderRoutes(app, ctx)
  registerApiKeyRoutes(app, ctx)
  registerTradingApiRoutes(app, ctx)
  registerTradingViewRoutes(app, ctx)
  registerMarketTestRoutes(app, ctx)
  registerRealRoutes(app, ctx)
  registerCertificateRoutes(app, ctx)
  registerStaffFlagRoutes(app, ctx)
  registerStaffRealRoutes(app, ctx)
  registerStaffAccountRoutes(app, ctx)
  registerReferralRoutes(app, ctx)
  registerStaffReferralRoutes(app, ctx)
  registerStaffUserRoutes(app, ctx)
  registerStaffPaymentRoutes(app, ctx)
  registerStaffMarketRoutes(app, ctx)
  registerStaffAccountRequestRoutes(app, ctx)
  registerStaffAdminRoutes(app, ctx)
  registerKillSwitchRoutes(app, ctx)
  registerStaffTestRoutes(app, ctx)
}
