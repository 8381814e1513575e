/**
 * Database sessions, like Laravel's: a random id in an HttpOnly cookie, a
 * CSRF token the browser echoes in X-XSRF-TOKEN, rotation at sign-in.
 */
import { randomBytes } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import type { DbOrTx } from '../db/client.ts'
import { sessions } from '../db/schema/index.ts'

export type SessionRow = typeof sessions.$inferSelect

const MINUTE = 60_000
/** last_activity is written at most this often, to keep reads cheap. */
const TOUCH_EVERY_MS = MINUTE

export function newToken(bytes = 30): string {
  return randomBytes(bytes).toString('base64url')
}

function lifetimeMs(ctx: EngineContext, remember: boolean): number {
  return remember
    ? ctx.config.SESSION_REMEMBER_DAYS * 24 * 60 * MINUTE
    : ctx.config.SESSION_LIFETIME_MINUTES * MINUTE
}

export async function createSession(
  ctx: EngineContext,
  meta: { ip: string | null; userAgent: string | null },
): Promise<SessionRow> {
  const now = ctx.clock.now()
  const [row] = await ctx.db
    .insert(sessions)
    .values({
      id: newToken(),
      csrfToken: newToken(),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      lastActivity: now,
      expiresAt: new Date(now.getTime() + lifetimeMs(ctx, false)),
    })
    .returning()
  if (!row) throw new Error('session insert returned nothing')
  return row
}

/** Slides the expiry forward; writes only when the last write is over a minute old. */
export async function touchSession(ctx: EngineContext, session: SessionRow): Promise<boolean> {
  const now = ctx.clock.now()
  if (now.getTime() - session.lastActivity.getTime() < TOUCH_EVERY_MS) return false
  await ctx.db
    .update(sessions)
    .set({
      lastActivity: now,
      expiresAt: new Date(now.getTime() + lifetimeMs(ctx, session.remember)),
    })
    .where(eq(sessions.id, session.id))
  return true
}

/**
 * Signs a user in: a new session id (the old one stops working, so a
 * planted id is useless), the same CSRF token, bound to the user.
 */
export async function rotateSession(
  ctx: EngineContext,
  tx: DbOrTx,
  session: SessionRow,
  userId: number | null,
  remember = false,
): Promise<SessionRow> {
  const now = ctx.clock.now()
  await tx.delete(sessions).where(eq(sessions.id, session.id))
  const [row] = await tx
    .insert(sessions)
    .values({
      id: newToken(),
      userId,
      csrfToken: userId === null ? newToken() : session.csrfToken,
      data: userId === null ? {} : session.data,
      ip: session.ip,
      userAgent: session.userAgent,
      remember,
      createdAt: now,
      lastActivity: now,
      expiresAt: new Date(now.getTime() + lifetimeMs(ctx, remember)),
    })
    .returning()
  if (!row) throw new Error('session insert returned nothing')
  return row
}

export async function setSessionData(
  ctx: EngineContext,
  session: SessionRow,
  data: Record<string, unknown>,
): Promise<void> {
  await ctx.db.update(sessions).set({ data }).where(eq(sessions.id, session.id))
  session.data = data
}

export async function deleteExpiredSessions(ctx: EngineContext): Promise<void> {
  await ctx.db.delete(sessions).where(lt(sessions.expiresAt, ctx.clock.now()))
}
