/**
 * A user's sessions as they see them (Profile → Security), ending them, and
 * the mail about a sign-in from a browser not seen before (docs/decisions/392).
 * Ending a session also ends its live streams: the web's relay authorises
 * each stream again when told (`session_ended` on the user's channel).
 */
import { createHash } from 'node:crypto'
import { and, desc, eq, gt, ne } from 'drizzle-orm'
import { channels } from '#contract/broadcasting.ts'
import type { SessionView } from '#contract/security.ts'
import type { EngineContext } from '../context.ts'
import type { DbOrTx } from '../db/client.ts'
import { knownDevices, sessions } from '../db/schema/index.ts'
import { type Locale, translate } from '../i18n.ts'
import type { SessionRow } from './sessions.ts'

export const SESSION_TEXTS = {
  ended: 'The session has been signed out.',
  othersEnded: 'All other sessions have been signed out.',
  notFound: 'This session is no longer signed in.',
  unknownDevice: 'Unknown device',
  newDeviceSubject: 'New sign-in to your PropTrade account',
  newDeviceBody:
    'Hello,\n\nYour PropTrade account was just signed in to from a device it had not been used on before:\n\n{device}\nIP address: {ip}\nTime: {time} (UTC)\n\nIf this was you, there is nothing to do. If not, change your password now and sign out the other sessions under Profile → Security.\n\nPropTrade',
} as const

/** The public handle of a session: a hash of its id (the id itself is the cookie). */
export function sessionHandle(id: string): string {
  return createHash('sha256').update(`session\n${id}`).digest('base64url').slice(0, 22)
}

/** "Chrome on Windows" from a user agent; good enough for a person to recognise. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return SESSION_TEXTS.unknownDevice
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|CriOS\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null
  if (browser && system) return `${browser} · ${system}`
  return browser ?? system ?? userAgent.slice(0, 60)
}

export async function listSessions(
  ctx: EngineContext,
  userId: number,
  current: SessionRow | undefined,
  locale: Locale,
): Promise<SessionView[]> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, ctx.clock.now())))
    .orderBy(desc(sessions.lastActivity))
  return rows.map((row) => ({
    id: sessionHandle(row.id),
    device: translate(locale, deviceOf(row.userAgent)),
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastActivity.toISOString(),
    current: row.id === current?.id,
  }))
}

/** Tells the web's relay to authorise the user's live streams again (decision 160). */
export function announceSessionsEnded(ctx: EngineContext, userId: number): void {
  ctx.events.publish(channels.user(userId), 'session_ended', { at: ctx.clock.now().toISOString() })
}

/** Ends one of the user's sessions by its handle; false when there is none (or it is this one). */
export async function endSessionByHandle(
  ctx: EngineContext,
  userId: number,
  handle: string,
  current: SessionRow | undefined,
): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
  const target = rows.find((row) => sessionHandle(row.id) === handle && row.id !== current?.id)
  if (!target) return false
  await ctx.db.delete(sessions).where(eq(sessions.id, target.id))
  announceSessionsEnded(ctx, userId)
  return true
}

/** Every session of the user but `keep` ends (password change, two-factor change, "all others"). */
export async function endOtherSessions(
  tx: DbOrTx,
  userId: number,
  keep: SessionRow | undefined,
): Promise<void> {
  await tx
    .delete(sessions)
    .where(
      keep
        ? and(eq(sessions.userId, userId), ne(sessions.id, keep.id))
        : eq(sessions.userId, userId),
    )
}

/**
 * Records the browser a user signed in from; the first time (for a user who
 * had signed in before) they are mailed about it.
 */
export async function noteSignInDevice(
  ctx: EngineContext,
  user: { id: number; email: string },
  meta: { userAgent: string | null; ip: string | null },
  locale: Locale,
): Promise<void> {
  const deviceHash = createHash('sha256')
    .update(meta.userAgent ?? '')
    .digest('hex')
  const now = ctx.clock.now()
  const known = await ctx.db
    .select({ hash: knownDevices.deviceHash })
    .from(knownDevices)
    .where(eq(knownDevices.userId, user.id))
  if (known.some((row) => row.hash === deviceHash)) return
  await ctx.db
    .insert(knownDevices)
    .values({ userId: user.id, deviceHash, firstSeenAt: now })
    .onConflictDoNothing()
  // The very first sign-in (sign-up) is not news to anyone.
  if (known.length === 0) return
  const params = {
    device: translate(locale, deviceOf(meta.userAgent)),
    ip: meta.ip ?? '—',
    time: now.toISOString().slice(0, 16).replace('T', ' '),
  }
  await ctx.messages.send({
    channel: 'mail',
    to: user.email,
    subject: translate(locale, SESSION_TEXTS.newDeviceSubject),
    text: translate(locale, SESSION_TEXTS.newDeviceBody, params),
    locale,
  })
}
