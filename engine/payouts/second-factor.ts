/**
 * The fresh second factor money out asks for (docs/decisions/393): the
 * authenticator's code when two-factor is on, else a 5-digit code mailed
 * on request (rules.md: valid 10 minutes, 5 wrong tries, once a minute).
 * A code is checked first (a wrong one counted at once) and taken inside
 * the caller's transaction, so a request refused for another reason does
 * not spend it, and two requests cannot both spend one code.
 */
import { and, eq, lt } from 'drizzle-orm'
import { clear } from '../accounts/throttle.ts'
import {
  countWrong,
  isOn,
  openSecret,
  refuseWhileThrottled,
  throttleKey,
  totpStep,
  twoFactorOf,
} from '../accounts/two-factor.ts'
import { findUserById } from '../accounts/users.ts'
import {
  CODE_TEXTS,
  checkCode,
  claimResendSlot,
  consumeCode,
  issueCode,
} from '../accounts/verification-codes.ts'
import type { EngineContext } from '../context.ts'
import type { DbOrTx } from '../db/client.ts'
import { twoFactorSecrets } from '../db/schema/index.ts'
import { fieldError } from '../errors.ts'
import { type Locale, translate } from '../i18n.ts'
import { payoutTexts } from './texts.ts'

export type FactorMethod = 'totp' | 'email'

/** A checked code, to be taken in the transaction that does the work. */
export interface CheckedFactor {
  take(tx: DbOrTx): Promise<void>
}

export async function factorMethodOf(ctx: EngineContext, userId: number): Promise<FactorMethod> {
  return isOn(await twoFactorOf(ctx.db, userId)) ? 'totp' : 'email'
}

/** Mails a 5-digit code (two-factor off); 429 within a minute of the last one. */
export async function sendMoneyOutCode(
  ctx: EngineContext,
  userId: number,
  locale: Locale,
): Promise<void> {
  if ((await factorMethodOf(ctx, userId)) === 'totp')
    throw fieldError('code', payoutTexts.useAuthenticator)
  const user = await findUserById(ctx.db, userId)
  if (!user) throw fieldError('code', CODE_TEXTS.none)
  await claimResendSlot(ctx, `money_out:${userId}`)
  const { code } = await issueCode(ctx, ctx.db, {
    userId,
    purpose: 'money_out',
    target: user.email,
  })
  await ctx.messages.send({
    channel: 'mail',
    to: user.email,
    subject: translate(locale, payoutTexts.codeSubject, { code }),
    text: translate(locale, payoutTexts.codeBody, { code }),
    locale,
  })
}

/** Checks the code (422 on `code` when wrong, 429 when throttled); take it in the write's transaction. */
export async function checkMoneyOutCode(
  ctx: EngineContext,
  userId: number,
  given: string,
): Promise<CheckedFactor> {
  const code = given.trim()
  const twoFactor = await twoFactorOf(ctx.db, userId)
  if (isOn(twoFactor)) {
    if (!/^\d{6}$/.test(code)) throw fieldError('code', payoutTexts.totpSixDigits)
    await refuseWhileThrottled(ctx, userId)
    const secret = openSecret(ctx.config.APP_KEY, twoFactor.secretSealed)
    const step = totpStep(secret, code, ctx.clock.now())
    if (step === null || step <= twoFactor.lastUsedStep) return countWrong(ctx, userId)
    await clear(ctx.db, throttleKey(userId))
    return {
      async take(tx) {
        const [taken] = await tx
          .update(twoFactorSecrets)
          .set({ lastUsedStep: step })
          .where(and(eq(twoFactorSecrets.userId, userId), lt(twoFactorSecrets.lastUsedStep, step)))
          .returning({ userId: twoFactorSecrets.userId })
        if (!taken) throw fieldError('code', 'The code is not correct.')
      },
    }
  }
  if (!/^\d{5}$/.test(code)) throw fieldError('code', payoutTexts.emailCodeFiveDigits)
  const row = await checkCode(ctx, { userId, purpose: 'money_out', code })
  return {
    async take(tx) {
      if (!(await consumeCode(tx, row, ctx.clock.now()))) throw fieldError('code', CODE_TEXTS.none)
    },
  }
}
