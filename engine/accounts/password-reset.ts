/**
 * Forgotten passwords: a 5-digit code by mail, then a new password with it.
 * The request answers the same whether or not the address has an account,
 * and its once-a-minute limit is per address, account or not.
 */
import { eq, like } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { sessions, throttles, users } from '../db/schema/index.ts'
import { fieldError } from '../errors.ts'
import type { Locale } from '../i18n.ts'
import { passwordResetMail } from './code-messages.ts'
import { loginThrottleKey } from './login.ts'
import { hashPassword } from './passwords.ts'
import { announceSessionsEnded } from './session-security.ts'
import { findUserByEmail, normalizeEmail } from './users.ts'
import {
  CODE_TEXTS,
  checkCode,
  claimResendSlot,
  consumeCode,
  issueCode,
} from './verification-codes.ts'

export async function requestPasswordReset(
  ctx: EngineContext,
  locale: Locale,
  rawEmail: string,
): Promise<void> {
  const email = normalizeEmail(rawEmail)
  await claimResendSlot(ctx, `password_reset:${email}`)
  const user = await findUserByEmail(ctx.db, email)
  if (!user) return
  const { code } = await issueCode(ctx, ctx.db, {
    userId: user.id,
    purpose: 'password_reset',
    target: email,
  })
  await ctx.messages.send(passwordResetMail(locale, email, code))
}

/** Sets the new password; every session of the user ends, live streams too (they sign in again). */
export async function resetPassword(
  ctx: EngineContext,
  input: { email: string; code: string; password: string },
): Promise<void> {
  const email = normalizeEmail(input.email)
  const user = await findUserByEmail(ctx.db, email)
  if (!user) throw fieldError('code', CODE_TEXTS.none)
  const code = await checkCode(ctx, {
    userId: user.id,
    purpose: 'password_reset',
    code: input.code,
  })
  if (code.target !== email) throw fieldError('code', CODE_TEXTS.none)
  const passwordHash = await hashPassword(input.password)
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, code, now))) throw fieldError('code', CODE_TEXTS.none)
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id))
    await tx.delete(sessions).where(eq(sessions.userId, user.id))
    // Failed sign-ins before the reset no longer hold the owner back.
    const prefix = loginThrottleKey(email, '') // "login:<email>|", any address after it
    await tx.delete(throttles).where(like(throttles.key, `${escapeLike(prefix)}%`))
  })
  // Live streams of the ended sessions stop too (the relay authorises them again).
  announceSessionsEnded(ctx, user.id)
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}
