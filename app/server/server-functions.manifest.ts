/**
 * The server functions the web has, one per /v1 call (contract/index.ts):
 * scripts/gen.ts writes them to app/server/generated/ (`npm run gen`; a stale
 * file fails `npm run typecheck` and tests/unit/web/generated-server-functions.test.ts).
 * A contract entry with no line here still gets one, named from its group
 * and key (`staffMarket.feeds` would be `staffMarketFeeds`) in the group's
 * module; a line names it as the app imports it and says what the call
 * does besides (cache, session, catalogue invalidation). A wrapper with
 * real logic of its own is written by hand (`handWritten`) in
 * app/server/<file>.functions.ts.
 */
import type { api } from '#contract/index.ts'

type Api = typeof api

/** An endpoint of the contract as `group.key`, e.g. `'trade.placeOrder'`. */
export type EndpointRef = {
  [G in keyof Api]: `${G & string}.${keyof Api[G] & string}`
}[keyof Api]

export interface GeneratedSpec {
  /** The exported name the app imports. */
  name: string
  /** The module, app/server/generated/<file>.functions.ts; default: the group in kebab-case. */
  file?: string
  /** A doc comment for the export. */
  doc?: string
  /** Answered from the catalogue cache (public answers, the same for everyone). */
  cached?: true
  /** Starts a session before the call (the sign-in family). */
  startSession?: true
  /** A catalogue edit: every node's cached catalogue is forgotten before the answer returns. */
  invalidatesCatalogue?: true
  /** POST although the endpoint is a GET (the call sets cookies). */
  post?: true
}

export interface HandWrittenSpec {
  /** The exported name, in app/server/<file>.functions.ts. */
  handWritten: string
  file: string
}

/** No server function: the web calls the endpoint from server code only. */
export interface NotServedSpec {
  /** Why no browser needs it. */
  notServed: string
}

export type ServerFunctionSpec = GeneratedSpec | HandWrittenSpec | NotServedSpec

/** Each generated module's doc comment. */
export const moduleDocs: Readonly<Record<string, string>> = {
  'api-keys':
    "Server functions of the user's API keys (contract/api-keys.ts): create, list, revoke, and a key's TradingView log.",
  auth: 'Server functions of /v1 auth (contract/auth.ts).',
  challenges:
    'Server functions of /v1 challenges (contract/challenges.ts), served from the catalogue cache.',
  'coin-pairs':
    'Server functions of /v1 coinPairs (contract/coin-pairs.ts). The pair list and details come from the catalogue cache (their tickers move live over the realtime relay); candles are always fresh.',
  identity:
    "Server functions of the trader's identity verification (contract/identity.ts); the WebSDK's token is hand-written (app/server/identity.functions.ts).",
  journal:
    "Server functions of the trader's journal (contract/journal.ts): notes and tags on trades and days, searched by text or tag.",
  notifications: 'Server functions of /v1 notifications (contract/notifications.ts).',
  payments: 'Server functions of /v1 payments (contract/payments.ts).',
  payouts:
    "Server functions of the payout address book, money out's second factor and the freeze link (contract/payouts.ts).",
  real: 'Server functions of /v1 real accounts and profit withdrawals (contract/real.ts).',
  referrals: 'Server functions of /v1 referrals (contract/referrals.ts).',
  security: 'Server functions of two-factor sign-in and sessions (contract/security.ts).',
  'staff-accounts':
    "Server functions of /v1/staff/userChallenges (contract/staff-accounts.ts): a trader's account, read by staff.",
  'staff-payments': 'Server function of /v1/staff/payments (contract/staff-payments.ts).',
  'staff-tickets':
    "Server functions of /v1/staff/tickets (contract/staff-tickets.ts): the support staff's queue. The upstream decides who is staff (403 otherwise). A reply takes FormData: `content`, `attachments[]` files and `ticketId`.",
  staff:
    "Server functions of /v1/staff (contract/staff.ts): the staff console's queues, user lookup, coupons, catalogue and audit log. The upstream decides who is staff or admin (403 otherwise).",
  tickets:
    'Server functions of /v1 tickets (contract/tickets.ts). Create and reply take FormData: fields, `attachments[]` files, and `ticketId` for a reply.',
  trade: 'Server functions of /v1 trade (contract/trade.ts).',
  'user-challenges': 'Server functions of /v1 userChallenges (contract/user-challenges.ts).',
  user: 'Server functions of /v1 user and profile (contract/user.ts).',
}

/** Why no server function calls the trading API. */
const TRADING_API =
  "the trading API is called by traders' programs with a signed key, never by the web (contract/trading-api.ts)"

export const serverFunctions = {
  'auth.csrfCookie': {
    notServed:
      'the upstream client starts the session itself before a call that needs one (startSession in the sign-in family); the hand-written wrapper no page called went with decision 627',
  },
  'auth.login': { name: 'login', startSession: true },
  'auth.register': { name: 'register', startSession: true },
  'auth.logout': { name: 'logout' },
  'auth.forgotPassword': { name: 'forgotPassword' },
  'auth.resetPassword': { name: 'resetPassword' },
  'auth.oauthRedirect': {
    name: 'getOAuthRedirect',
    post: true,
    startSession: true,
    doc: 'The provider URL; the session that keeps the OAuth state starts here.',
  },
  'auth.oauthCallback': { name: 'oauthCallback' },
  'broadcasting.auth': {
    notServed:
      'the relay authorises private channels itself (app/server/realtime/channel-authoriser.server.ts)',
  },
  'challenges.list': { name: 'listChallenges', cached: true },
  'challenges.steps': { name: 'getChallengeSteps', cached: true },
  'coinPairs.list': { name: 'listCoinPairs', cached: true },
  'coinPairs.show': { name: 'getCoinPair', cached: true },
  'coinPairs.klines': { name: 'getKlines' },
  'coinPairs.depth': { name: 'getDepth' },
  'coinPairs.trades': { name: 'getMarketTrades' },
  'notifications.list': { name: 'listNotifications' },
  'notifications.recent': { name: 'listRecentNotifications' },
  'notifications.markAllRead': { name: 'markAllNotificationsRead' },
  'notifications.markRead': { name: 'markNotificationRead' },
  'notifications.markUnread': { name: 'markNotificationUnread' },
  'payments.providers': { name: 'listPaymentProviders' },
  'payments.checkCoupon': { name: 'checkCoupon' },
  'payments.request': { handWritten: 'requestPayment', file: 'payments' },
  'identity.state': { name: 'identityState' },
  'identity.token': { handWritten: 'startIdentityVerification', file: 'identity' },
  'payments.show': { name: 'getPayment' },
  'payouts.addresses': { name: 'listPayoutAddresses' },
  'payouts.addAddress': { name: 'addPayoutAddress' },
  'payouts.removeAddress': { name: 'removePayoutAddress' },
  'payouts.moneyOutFactor': { name: 'getMoneyOutFactor' },
  'payouts.sendMoneyOutCode': { name: 'sendMoneyOutCode' },
  'payouts.freezeWithdrawals': { name: 'freezeWithdrawals' },
  'apiKeys.list': { name: 'listApiKeys' },
  'apiKeys.create': { name: 'createApiKey' },
  'apiKeys.revoke': { name: 'revokeApiKey' },
  'apiKeys.log': { name: 'getApiKeyLog' },
  'tradingApi.time': { notServed: TRADING_API },
  'tradingApi.pairs': { notServed: TRADING_API },
  'tradingApi.key': { notServed: TRADING_API },
  'tradingApi.accounts': { notServed: TRADING_API },
  'tradingApi.account': { notServed: TRADING_API },
  'tradingApi.positions': { notServed: TRADING_API },
  'tradingApi.openOrders': { notServed: TRADING_API },
  'tradingApi.order': { notServed: TRADING_API },
  'tradingApi.orderHistory': { notServed: TRADING_API },
  'tradingApi.tradeHistory': { notServed: TRADING_API },
  'tradingApi.transactionHistory': { notServed: TRADING_API },
  'tradingApi.placeOrder': { notServed: TRADING_API },
  'tradingApi.cancelOrder': { notServed: TRADING_API },
  'tradingApi.cancelAll': { notServed: TRADING_API },
  'tradingApi.closeAll': { notServed: TRADING_API },
  'tradingApi.leverage': { notServed: TRADING_API },
  'tradingApi.stream': { notServed: TRADING_API },
  'tradingApi.streamAuth': { notServed: TRADING_API },
  'tradingApi.tradingview': { notServed: TRADING_API },
  'real.withdrawAccounts': { name: 'listWithdrawAccounts' },
  'real.withdrawTypes': { name: 'listWithdrawTypes' },
  'real.requestWithdraw': { name: 'requestRealWithdraw' },
  'real.withdraws': { name: 'listRealWithdraws' },
  'referrals.info': { name: 'getReferralInfo' },
  'referrals.list': { name: 'listReferredFriends' },
  'referrals.withdraws': { name: 'listReferralWithdraws' },
  'referrals.requestWithdraw': { name: 'requestReferralWithdraw' },
  'security.twoFactorChallenge': { name: 'twoFactorChallenge' },
  'security.twoFactorStatus': { name: 'getTwoFactorStatus' },
  'security.startTwoFactor': { name: 'startTwoFactor' },
  'security.confirmTwoFactor': { name: 'confirmTwoFactor' },
  'security.disableTwoFactor': { name: 'disableTwoFactor' },
  'security.regenerateRecoveryCodes': { name: 'regenerateRecoveryCodes' },
  'security.listSessions': { name: 'listSessions' },
  'security.endSession': { name: 'endSession' },
  'security.endOtherSessions': { name: 'endOtherSessions' },
  'auth.changePassword': { name: 'changePassword', file: 'security' },
  'staffAccounts.show': { name: 'getStaffAccount' },
  'staffAccounts.step': { name: 'getStaffAccountStep' },
  'staffAccounts.orderHistory': { name: 'listStaffAccountOrders' },
  'staffAccounts.tradeHistory': { name: 'listStaffAccountTrades' },
  'staffPayments.list': { name: 'listStaffPayments' },
  'staffTickets.list': { name: 'listStaffTickets' },
  'staffTickets.show': { name: 'getStaffTicket' },
  'staffTickets.reply': { name: 'replyToStaffTicket' },
  'staffTickets.close': { name: 'closeStaffTicket' },
  'staffTickets.reopen': { name: 'reopenStaffTicket' },
  'staffTickets.counts': { name: 'staffCounts' },
  'staffTickets.attachmentLink': { name: 'getStaffTicketAttachmentLink' },
  'staff.realWithdraws': { name: 'listStaffRealWithdraws' },
  'staff.payRealWithdraw': { name: 'payStaffRealWithdraw' },
  'staff.rejectRealWithdraw': { name: 'rejectStaffRealWithdraw' },
  'staff.referralWithdraws': { name: 'listStaffReferralWithdraws' },
  'staff.payReferralWithdraw': { name: 'payStaffReferralWithdraw' },
  'staff.rejectReferralWithdraw': { name: 'rejectStaffReferralWithdraw' },
  'staff.accountRequests': { name: 'listStaffAccountRequests' },
  'staff.approveAccountRequest': { name: 'approveStaffAccountRequest' },
  'staff.rejectAccountRequest': { name: 'rejectStaffAccountRequest' },
  'staff.users': { name: 'findStaffUsers' },
  'staff.user': { name: 'getStaffUser' },
  'staff.changeRole': { name: 'changeStaffRole' },
  'staff.coupons': { name: 'listStaffCoupons' },
  'staff.createCoupon': { name: 'createStaffCoupon' },
  'staff.updateCoupon': { name: 'updateStaffCoupon' },
  'staff.deleteCoupon': { name: 'deleteStaffCoupon' },
  'staff.catalogue': { name: 'getStaffCatalogue' },
  'staff.programs': { name: 'listStaffPrograms' },
  'staff.updateChallenge': { name: 'updateStaffChallenge', invalidatesCatalogue: true },
  'staff.createChallenge': { name: 'createStaffChallenge', invalidatesCatalogue: true },
  'staff.saveRules': { name: 'saveStaffRules', invalidatesCatalogue: true },
  'staff.updateFeature': { name: 'updateStaffFeature', invalidatesCatalogue: true },
  // Programs and created features change what /v1/challenges and /v1/steps answer (issue 32).
  'staff.createProgram': { name: 'createStaffProgram', invalidatesCatalogue: true },
  'staff.updateProgram': { name: 'updateStaffProgram', invalidatesCatalogue: true },
  'staff.saveProgramRules': { name: 'saveStaffProgramRules', invalidatesCatalogue: true },
  'staff.createFeature': { name: 'createStaffFeature', invalidatesCatalogue: true },
  'staff.audit': { name: 'listStaffAudit' },
  'staff.refundPayment': { name: 'refundStaffPayment' },
  'staffMarket.feeds': {
    name: 'listStaffMarketFeeds',
    file: 'staff',
    doc: 'Market data health per pair (decision 440).',
  },
  'staff.liftWithdrawalFreeze': { name: 'liftStaffWithdrawalFreeze' },
  'tickets.list': { name: 'listTickets' },
  'tickets.create': { name: 'createTicket' },
  'tickets.types': { name: 'listTicketTypes' },
  'tickets.show': { name: 'getTicket' },
  'tickets.reply': { name: 'replyToTicket' },
  'tickets.attachment': { name: 'getTicketAttachment' },
  'tickets.attachmentLink': { name: 'getTicketAttachmentLink' },
  'trade.snapshot': { name: 'getTradeSnapshot' },
  'trade.openOrders': { name: 'listOpenOrders' },
  'trade.positions': { name: 'listPositions' },
  'trade.orderHistory': { name: 'listOrderHistory' },
  'trade.tradeHistory': { name: 'listTradeHistory' },
  'trade.transactionHistory': { name: 'listTransactionHistory' },
  'trade.adjustLeverage': { name: 'adjustLeverage' },
  'trade.placeOrder': { name: 'placeOrder' },
  'trade.cancelOrder': { name: 'cancelOrder' },
  'trade.cancelAll': { name: 'cancelAllOrders' },
  'trade.closeAllPositions': { name: 'closeAllPositions' },
  'trade.setPositionTpsl': { name: 'setPositionTpsl' },
  'userChallenges.list': { name: 'listUserChallenges' },
  'userChallenges.show': { name: 'getUserChallenge' },
  'userChallenges.changeTitle': { name: 'changeUserChallengeTitle' },
  'userChallenges.step': { name: 'getUserChallengeStep' },
  'userChallenges.stepChart': { name: 'getUserChallengeStepChart' },
  'userChallenges.stepReports': { name: 'getUserChallengeStepReports' },
  'userChallenges.createDemo': { name: 'createDemo' },
  'userChallenges.requestAccount': { name: 'requestRealAccount' },
  'journal.list': { name: 'listJournalNotes' },
  'journal.tags': { name: 'listJournalTags' },
  'journal.saveTrade': { name: 'saveTradeNote' },
  'journal.saveDay': { name: 'saveDayNote' },
  'journal.remove': { name: 'deleteJournalNote' },
  'user.me': { handWritten: 'getCurrentUser', file: 'user' },
  'certificates.show': { handWritten: 'getVerifiedCertificate', file: 'certificates' },
  'user.changeName': { name: 'changeName' },
  'user.updateProfileBaseInfo': { name: 'updateProfileBaseInfo' },
  'user.requestPhoneVerification': { name: 'requestPhoneVerification' },
  'user.confirmPhoneVerification': { name: 'confirmPhoneVerification' },
  'user.requestEmailVerification': { name: 'requestEmailVerification' },
  'user.confirmEmailVerification': { name: 'confirmEmailVerification' },
  'user.changeAvatar': { name: 'changeAvatar', doc: 'FormData with the image under `avatar`.' },
  'user.creditBalance': { name: 'getCreditBalance' },
  'user.tourSeen': { name: 'markTourSeen' },
} as const satisfies Partial<Record<EndpointRef, ServerFunctionSpec>>
