/**
 * Phone and e-mail verification (rules.md): request a code, then confirm
 * it. The number or address becomes the user's only when confirmed.
 */
import { and, eq, isNotNull, ne } from 'drizzle-orm'
import type { UserRow } from '../accounts/user-row.ts'
import type { EngineContext } from '../context.ts'
import { uniqueViolation } from '../db/errors.ts'
import { users } from '../db/schema/index.ts'
import { fieldError } from '../errors.ts'
import type { Locale } from '../i18n.ts'
import { recordSignal } from '../risk/signals.ts'
import { ACCOUNT_TEXTS } from './account-texts.ts'
import { emailCodeMail, phoneCodeSms } from './code-messages.ts'
import { findUserByEmail, normalizeEmail } from './users.ts'
import {
  CODE_TEXTS,
  CODE_TTL_MS,
  type CodePurpose,
  checkCode,
  claimResendSlot,
  consumeCode,
  issueCode,
  RESEND_AFTER_MS,
} from './verification-codes.ts'

export interface CodeSent {
  resend_in: number
  expires_in: number
}

const codeSent: CodeSent = { resend_in: RESEND_AFTER_MS / 1000, expires_in: CODE_TTL_MS / 1000 }

export async function requestPhoneCode(
  ctx: EngineContext,
  locale: Locale,
  user: UserRow,
  phone: string,
): Promise<CodeSent> {
  const [owner] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt), ne(users.id, user.id)))
    .limit(1)
  // The number is a signal whether or not it can be verified (issue 33): a second account asking for it names both.
  await recordSignal(ctx, user.id, 'phone', phone)
  if (owner) await recordSignal(ctx, owner.id, 'phone', phone)
  if (owner) throw fieldError('phone', ACCOUNT_TEXTS.phoneTaken)
  await claimResendSlot(ctx, `phone:user:${user.id}`)
  const { code } = await issueCode(ctx, ctx.db, {
    userId: user.id,
    purpose: 'phone',
    target: phone,
  })
  await ctx.messages.send(phoneCodeSms(locale, phone, code))
  return codeSent
}

export async function requestEmailCode(
  ctx: EngineContext,
  locale: Locale,
  user: UserRow,
  newEmail: string | undefined,
): Promise<{ sent: CodeSent; to: string }> {
  const email = newEmail ? normalizeEmail(newEmail) : user.email
  if (email === user.email && user.emailVerifiedAt) {
    throw fieldError('email', ACCOUNT_TEXTS.emailAlreadyVerified)
  }
  if (email !== user.email && (await findUserByEmail(ctx.db, email))) {
    throw fieldError('email', ACCOUNT_TEXTS.emailTaken)
  }
  await claimResendSlot(ctx, `email:user:${user.id}`)
  const { code } = await issueCode(ctx, ctx.db, {
    userId: user.id,
    purpose: 'email',
    target: email,
  })
  await ctx.messages.send(emailCodeMail(locale, email, code))
  return { sent: codeSent, to: email }
}

/** Confirms the newest phone or e-mail code; the target becomes the user's, verified. */
export async function confirmContact(
  ctx: EngineContext,
  user: UserRow,
  purpose: Extract<CodePurpose, 'phone' | 'email'>,
  code: string,
): Promise<UserRow> {
  const checked = await checkCode(ctx, { userId: user.id, purpose, code })
  const now = ctx.clock.now()
  const changes =
    purpose === 'phone'
      ? { phone: checked.target, phoneVerifiedAt: now, updatedAt: now }
      : { email: checked.target, emailVerifiedAt: now, updatedAt: now }
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await consumeCode(tx, checked, now))) throw fieldError('code', CODE_TEXTS.none)
      const [row] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning()
      if (!row) throw new Error('user vanished during verification')
      return row
    })
  } catch (error) {
    const constraint = uniqueViolation(error)
    if (constraint === 'users_phone_verified_unique') {
      throw fieldError('phone', ACCOUNT_TEXTS.phoneTaken)
    }
    if (constraint === 'users_email_unique') throw fieldError('email', ACCOUNT_TEXTS.emailTaken)
    throw error
  }
}
