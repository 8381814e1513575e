import { z } from 'zod'
import {
  id,
  idParam,
  messageResponse,
  pageQuery,
  paginationMeta,
  resource,
  timestamp,
} from './common.ts'
import { endpoint } from './endpoint.ts'

export const notificationTypes = [
  'breach',
  'drawdown_warning',
  'step_passed',
  'challenge_expired',
  'payment_succeeded',
  'payment_failed',
  'payment_refunded',
  'withdraw_decided',
  'ticket_answered',
  /** Staff closed or reopened a ticket (issue 25). */
  'ticket_status_changed',
  'referral_reward',
  'account_request_decided',
  /** Staff lifted the withdrawal freeze the user set from a new-address mail. */
  'withdrawals_unfrozen',
  /** An API key was created or revoked on the account (decision 610). */
  'api_key_created',
  'api_key_revoked',
  /** Sumsub reviewed the trader's identity (docs/decisions/590). */
  'identity_reviewed',
  /** A certificate was issued: a passed step, a funded account, a paid payout (issue 35). */
  'certificate_issued',
  /** The risk desk stopped or resumed an account's orders, or closed its positions (decision 581). */
  'kill_switch',
] as const

export const notification = z.object({
  id,
  type: z.enum(notificationTypes),
  title: z.string(),
  body: z.string(),
  status: z.enum(['read', 'unread']),
  /** Where the notification leads in the app, if anywhere. */
  link: z.string().nullable(),
  created_at: timestamp,
})
export type Notification = z.infer<typeof notification>
export type NotificationType = (typeof notificationTypes)[number]

const notificationTexts = z.object({ title: z.string(), body: z.string() })

/**
 * The `notification` event on private-user.{userId}. One event reaches every
 * browser of the user, whatever its language, so it carries the texts in
 * both languages (`title` and `body` are the English ones).
 */
export const notificationEvent = notification.extend({
  texts: z.object({ en: notificationTexts, fa: notificationTexts }),
})
export type NotificationEvent = z.infer<typeof notificationEvent>

const withUnread = z.object({ unread: z.number().int().min(0) })
const notificationParams = z.object({ notificationId: idParam })

export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/notifications',
    summary: 'Notifications, newest first',
    access: 'user',
    query: pageQuery,
    response: z.object({
      data: z.array(notification),
      meta: paginationMeta.extend(withUnread.shape),
    }),
  }),
  recent: endpoint({
    method: 'GET',
    path: '/v1/notifications/recent',
    summary: 'The latest few, and the unread count',
    access: 'user',
    response: z.object({ data: z.array(notification), meta: withUnread }),
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/v1/notifications/markAsReadAll',
    summary: 'Mark every notification read',
    access: 'user',
    response: messageResponse,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/v1/notifications/{notificationId}/markAsRead',
    summary: 'Mark one read',
    access: 'user',
    params: notificationParams,
    response: resource(notification),
  }),
  markUnread: endpoint({
    method: 'POST',
    path: '/v1/notifications/{notificationId}/markAsUnread',
    summary: 'Mark one unread',
    access: 'user',
    params: notificationParams,
    response: resource(notification),
  }),
} as const
