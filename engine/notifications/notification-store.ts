/** Reading and marking a user's notifications. Every query is scoped to the user. */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { notifications } from '../db/schema/index.ts'
import { type PageRequest, pageOffset } from '../pagination.ts'
import type { NotificationRow } from './render.ts'

export const RECENT_COUNT = 10

export async function unreadCount(ctx: EngineContext, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return row?.n ?? 0
}

export async function notificationPage(
  ctx: EngineContext,
  userId: number,
  page: PageRequest,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(page.per_page)
      .offset(pageOffset(page)),
    ctx.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function recentNotifications(
  ctx: EngineContext,
  userId: number,
): Promise<NotificationRow[]> {
  return ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(RECENT_COUNT)
}

/** Marks one of the user's notifications; undefined when it is not theirs. */
export async function markNotification(
  ctx: EngineContext,
  userId: number,
  id: number,
  read: boolean,
): Promise<NotificationRow | undefined> {
  const [row] = await ctx.db
    .update(notifications)
    // Marking a read notification read again keeps when it was first read.
    .set({
      readAt: read
        ? sql`coalesce(${notifications.readAt}, ${ctx.clock.now().toISOString()}::timestamptz)`
        : null,
    })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning()
  return row
}

export async function markAllRead(ctx: EngineContext, userId: number): Promise<number> {
  const rows = await ctx.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  return rows.length
}
