/**
 * The notifications service every module calls: one row per notification,
 * published as `notification` on private-user.{userId} once the caller's
 * transaction has committed. See docs/engineering.md, "Notifications".
 *
 *   await transaction(ctx, async (tx) => {
 *     … the change itself …
 *     await notify(ctx, tx, {
 *       userId, type: 'breach',
 *       title: 'Challenge failed', body: '{title} broke the daily drawdown limit.',
 *       params: { title: challenge.title }, link: `/challenges/${challenge.id}`,
 *     })
 *   })
 */
import { channels } from '#contract/broadcasting.ts'
import type { NotificationType } from '#contract/notifications.ts'
import type { EngineContext } from '../context.ts'
import type { DbOrTx } from '../db/client.ts'
import { notifications } from '../db/schema/index.ts'
import { afterCommit } from '../db/transaction.ts'
import { hasTranslation } from '../i18n.ts'
import { type NotificationRow, notificationEventOf } from './render.ts'

export interface NewNotification {
  userId: number
  type: NotificationType
  /**
   * English templates with `{name}` placeholders, rendered in the reader's
   * language when read: register their Persian with addTranslations('fa', …).
   */
  title: string
  body: string
  /** Values for the placeholders (ids, amounts as decimal strings, titles). */
  params?: Record<string, string | number>
  /** A path of the web the notification leads to, e.g. /tickets/12. */
  link?: string | null
  /** Machine-readable details (ids), stored, not shown. */
  data?: Record<string, unknown>
}

export async function notify(
  ctx: EngineContext,
  tx: DbOrTx,
  input: NewNotification,
): Promise<NotificationRow> {
  const [row] = await notifyAll(ctx, tx, [input])
  if (!row) throw new Error('notification insert returned nothing')
  return row
}

/** Several notifications in one statement (a burst of activations, docs/decisions/483). */
export async function notifyAll(
  ctx: EngineContext,
  tx: DbOrTx,
  inputs: NewNotification[],
): Promise<NotificationRow[]> {
  if (inputs.length === 0) return []
  const rows = await tx
    .insert(notifications)
    .values(inputs.map((input) => valuesOf(ctx, input)))
    .returning()
  if (rows.length !== inputs.length) throw new Error('notification insert returned too few')
  publishOnCommit(ctx, tx, rows)
  return rows
}

/** Rows a larger statement wrote (an activation's, payments/activate.ts), published once committed. */
export function publishOnCommit(ctx: EngineContext, tx: DbOrTx, rows: NotificationRow[]): void {
  afterCommit(ctx, tx, () => {
    for (const row of rows) publish(ctx, row)
  })
}

/**
 * The same notification written by a larger statement (a breach's or a
 * warning's single statement): `values` are what it stores; `publish(id)`
 * announces it once the caller knows it committed under that id.
 */
export function pendingNotification(ctx: EngineContext, input: NewNotification) {
  const values = valuesOf(ctx, input)
  return {
    values,
    publish(id: number): void {
      publish(ctx, { ...values, id, readAt: null })
    },
  }
}

/** The row a notification stores, but its id (checked for a Persian translation). */
export function valuesOf(ctx: EngineContext, input: NewNotification) {
  for (const text of [input.title, input.body]) {
    if (!hasTranslation('fa', text)) {
      ctx.log.warn('notification text without a Persian translation', { text })
    }
  }
  return {
    userId: input.userId,
    type: input.type,
    title: input.title,
    body: input.body,
    params: input.params ?? {},
    link: input.link ?? null,
    data: input.data ?? {},
    createdAt: ctx.clock.now(),
  }
}

function publish(ctx: EngineContext, row: NotificationRow): void {
  ctx.events.publish(channels.user(row.userId), 'notification', notificationEventOf(row))
}
