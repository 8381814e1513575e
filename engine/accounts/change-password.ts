/**
 * Changing the password while signed in (Profile → Security): the current
 * password first, then every other session of the user ends and their live
 * streams are told (docs/decisions/392); this session stays signed in.
 * An account made with Google has no password to ask for: its first one is
 * set without it (decision 467), and the answer says "set", not "changed".
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { users } from '../db/schema/index.ts'
import { fieldError, tooManyRequests } from '../errors.ts'
import { ACCOUNT_TEXTS } from './account-texts.ts'
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from './login.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { announceSessionsEnded, endOtherSessions } from './session-security.ts'
import type { SessionRow } from './sessions.ts'
import { clear, hit } from './throttle.ts'

export async function changePassword(
  ctx: EngineContext,
  userId: number,
  session: SessionRow | undefined,
  input: { current_password?: string | undefined; password: string },
): Promise<'changed' | 'set'> {
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
  const key = `password-change:${userId}`
  if (row?.passwordHash) {
    if (!input.current_password) {
      throw fieldError('current_password', ACCOUNT_TEXTS.currentPasswordRequired)
    }
    // Guessing the current password from a borrowed session is throttled like a sign-in.
    const attempt = await hit(ctx.db, ctx.clock, key, LOGIN_WINDOW_MS)
    if (attempt.hits > LOGIN_MAX_FAILURES) throw tooManyRequests(attempt.retryAfterMs / 1000)
    if (!(await verifyPassword(row.passwordHash, input.current_password))) {
      throw fieldError('current_password', ACCOUNT_TEXTS.currentPasswordWrong)
    }
    await clear(ctx.db, key)
  }
  const passwordHash = await hashPassword(input.password)
  const now = ctx.clock.now()
  const had = Boolean(row?.passwordHash)
  // Setting a first password only while there is still none: two tabs setting one at
  // once must not let the second replace the first without knowing it.
  const which = had ? eq(users.id, userId) : and(eq(users.id, userId), isNull(users.passwordHash))
  const updated = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(which)
      .returning({ id: users.id })
    if (rows.length > 0) await endOtherSessions(tx, userId, session)
    return rows.length > 0
  })
  if (!updated) throw fieldError('current_password', ACCOUNT_TEXTS.currentPasswordRequired)
  announceSessionsEnded(ctx, userId)
  return had ? 'changed' : 'set'
}
