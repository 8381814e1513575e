/**
 * Sign-in with e-mail and password, throttled (rules.md): 5 failures a
 * minute per e-mail and IP address, then 429 until the minute is over.
 */
import { eq } from 'drizzle-orm'
import type { UserRow } from '../accounts/user-row.ts'
import type { EngineContext } from '../context.ts'
import { users } from '../db/schema/index.ts'
import { fieldError, tooManyRequests } from '../errors.ts'
import { ACCOUNT_TEXTS } from './account-texts.ts'
import { passwordWork } from './password-work.ts'
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts'
import { clear, hit } from './throttle.ts'
import { findUserByEmail, normalizeEmail } from './users.ts'

export const LOGIN_MAX_FAILURES = 5
export const LOGIN_WINDOW_MS = 60_000

export function loginThrottleKey(email: string, ip: string | null): string {
  return `login:${normalizeEmail(email)}|${ip ?? 'unknown'}`
}

/** The user these credentials belong to; 422 on `email` otherwise, 429 when throttled. */
export async function checkCredentials(
  ctx: EngineContext,
  input: { email: string; password: string; ip: string | null },
): Promise<UserRow> {
  const key = loginThrottleKey(input.email, input.ip)
  // A place in the hashing line first: a sign-in refused for load (503) has counted nothing.
  const ticket = passwordWork.reserve()
  let user: UserRow | undefined
  try {
    // Counted before checking, and forgiven on success: concurrent tries cannot slip past the limit.
    const attempt = await hit(ctx.db, ctx.clock, key, LOGIN_WINDOW_MS)
    if (attempt.hits > LOGIN_MAX_FAILURES) throw tooManyRequests(attempt.retryAfterMs / 1000)
    user = await findUserByEmail(ctx.db, input.email)
    const stored = user?.passwordHash ?? null
    const valid = await ticket.run(() => verifyPassword(stored, input.password))
    if (!user || !valid) throw fieldError('email', ACCOUNT_TEXTS.badCredentials)
  } finally {
    ticket.release()
  }

  await clear(ctx.db, key)
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(input.password)
    await ctx.db
      .update(users)
      .set({ passwordHash, updatedAt: ctx.clock.now() })
      .where(eq(users.id, user.id))
  }
  return user
}
